import { copyPageLinks } from '@/lib/assistant-links';
import { siteConfig } from '@/lib/config';
import { routes } from '@/lib/routes';
import { CopyPage } from './copy-page';
import { CopyPageChevron, CopyPageDialog, CopyPageLinks } from './copy-page-parts';

/** A page's title with its Copy page menu, for a page that has a Markdown twin (a docs article, a post). */
export function PageTitle({ title, href }: { title: string; href: string }) {
  return (
    <div className="page-title">
      <h1>{title}</h1>
      <CopyPage
        twin={routes.twin(href)}
        links={<CopyPageLinks {...copyPageLinks(siteConfig.site.url, href, title)} />}
        icon={<CopyPageChevron />}
      >
        <CopyPageDialog />
      </CopyPage>
    </div>
  );
}
