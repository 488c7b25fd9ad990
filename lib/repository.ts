/**
 * Links from a docs article to the site's source repository (the `repository` setting):
 * "Edit this page" and "Report a problem with this page". Both are undefined when the
 * configuration names no repository, and the article then shows neither.
 */
import type { SiteConfig } from './config/schema';

export type Repository = NonNullable<SiteConfig['repository']>;

const encodePath = (p: string) => p.split('/').filter(Boolean).map(encodeURIComponent).join('/');

/** `<repo>/edit/<branch>/<contentPath>/<file>`, the file given relative to the content folder. */
export function editPageUrl(repository: Repository | undefined, file: string): string | undefined {
  if (!repository) return undefined;
  return `${repository.url}/edit/${encodePath(repository.branch)}/${encodePath(repository.contentPath)}/${encodePath(file)}`;
}

/** `<repo>/issues/new` with a title naming the page and a body that starts with its URL. */
export function reportProblemUrl(
  repository: Repository | undefined,
  page: { title: string; url: string },
): string | undefined {
  if (!repository) return undefined;
  const query = new URLSearchParams({
    title: `Docs: problem on "${page.title}"`,
    body: `Page: ${page.url}\n\nWhat is wrong or missing on this page?\n`,
  });
  return `${repository.url}/issues/new?${query.toString().replace(/\+/g, '%20')}`;
}
