import type { Metadata } from 'next';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/metadata';
import { homeStructuredData } from '@/lib/structured-data';
import { JsonLdScripts } from '@/components/seo/json-ld';
import { HomeHero } from '@/components/home/hero';
import { TestingAreasSection } from '@/components/home/testing-areas-section';
import { YaanSection } from '@/components/home/yaan-section';
import { StartSection } from '@/components/home/start-section';

export const metadata: Metadata = pageMetadata({ path: routes.home });

export default function HomePage() {
  return (
    <div className="home">
      <JsonLdScripts data={homeStructuredData()} />
      <HomeHero />
      <TestingAreasSection />
      <YaanSection />
      <StartSection />
    </div>
  );
}
