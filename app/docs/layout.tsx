import type { ReactNode } from 'react';
import { DOCS_ROOT_ID, docsHome, docsSidebar, getDocById } from '@/lib/content/docs';
import { DocsSidebar } from '@/components/docs/docs-sidebar';
import { SidebarToggle } from '@/components/docs/sidebar-toggle';
import { MainContent } from '@/components/layout/main-content';
import { SecondaryMenu } from '@/components/layout/mobile-menu-context';
import { routes, siteAreaOf } from '@/lib/routes';

export default function DocsLayout({ children }: { children: ReactNode }) {
  const root = { path: docsHome, href: getDocById(DOCS_ROOT_ID)?.href ?? docsHome };
  const sidebar = <DocsSidebar id={docsSidebar.id} categories={docsSidebar.categories} root={root} />;
  return (
    <div className="docs-layout main" data-site-area={siteAreaOf(routes.docs.home) ?? undefined}>
      <aside className="docs-sidebar" aria-label="Docs navigation">
        <div className="docs-sidebar__scroll">{sidebar}</div>
        <SidebarToggle mode="hide" />
      </aside>
      <div className="docs-sidebar-collapsed">
        <SidebarToggle mode="show" />
      </div>
      <SecondaryMenu>{sidebar}</SecondaryMenu>
      <MainContent className="docs-main">{children}</MainContent>
    </div>
  );
}
