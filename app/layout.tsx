import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { siteConfig } from '@/lib/config';
import { AnnouncementBar } from '@/components/layout/announcement-bar';
import { AssetFailureGuard } from '@/components/layout/asset-failure-guard';
import { BootScript } from '@/components/layout/boot-script';
import { ContentErrorBanner } from '@/components/layout/content-error-banner';
import { Footer } from '@/components/layout/footer';
import { LinkNavigation } from '@/components/layout/link-navigation';
import { MobileMenuProvider } from '@/components/layout/mobile-menu-context';
import { Navbar } from '@/components/layout/navbar';
import { NavigationSpinner } from '@/components/layout/navigation-spinner';
import { ProgressBar } from '@/components/layout/progress-bar';
import { TagManager } from '@/components/layout/tag-manager';
import { ThemeSync } from '@/components/layout/theme-sync';
import './globals.css';
import { MAIN_ID } from '@/components/layout/main-content';
import { OPENSEARCH_TYPE } from '@/lib/feed-types';
import { routes } from '@/lib/routes';

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.site.url),
  title: {
    default: `${siteConfig.product.name}: ${siteConfig.product.tagline}`,
    template: `%s | ${siteConfig.product.name}`,
  },
  description: siteConfig.product.description,
  icons: { icon: '/favicon.svg' },
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0b1020' },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  const { site, announcement, colorMode, analytics } = siteConfig;
  return (
    <html lang={site.locale} dir={site.direction} suppressHydrationWarning>
      <head>
        <BootScript announcementId={announcement.id} closeable={announcement.closeable} colorMode={colorMode} />
        <link rel="search" type={OPENSEARCH_TYPE} title={siteConfig.product.name} href={routes.openSearch} />
      </head>
      <body>
        <ContentErrorBanner />
        <ThemeSync {...colorMode} />
        <MobileMenuProvider>
          <a className="skip-link" href={`#${MAIN_ID}`}>
            Skip to main content
          </a>
          <AnnouncementBar />
          <Navbar />
          {children}
          <Footer />
          <LinkNavigation />
          <ProgressBar />
          <NavigationSpinner />
          <AssetFailureGuard />
        </MobileMenuProvider>
        <TagManager id={analytics.tagManagerId} />
      </body>
    </html>
  );
}
