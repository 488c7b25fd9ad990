import type { ReactNode } from 'react';
import { MainContent } from '@/components/layout/main-content';

/** Every page but the docs: the whole page between the navbar and the footer is its content. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <MainContent>{children}</MainContent>;
}
