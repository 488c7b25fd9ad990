import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { SEARCH } from '@/lib/constants';
import { addressMatch, addressQuery, decodePath, sitemapPaths } from '@/lib/address-query';
import type { SearchSettings } from '@/lib/search/client';
import { joinPlaces } from '@/lib/search/group-hits';
import type { PageSuggestion } from '@/lib/search/page-suggestions';
import { searchQueryPath } from '@/lib/url-path';

const unchanging = () => () => {};

export interface AddressHelpProps {
  folders: readonly string[];
  settings: SearchSettings;
  /** The sitemap's path: the site's pages, for the page the address means in another case or folder. */
  sitemap: string;
}

interface Help {
  /** The page the address means (lib/address-query.ts's addressMatch), when the sitemap names one. */
  page: string | null;
  /** Its title, as its Open Graph title says it, when its HTML could be read. */
  title: string | null;
  /** Else the pages its words find first. */
  suggestions: PageSuggestion[];
}

/**
 * How long the sitemap and the title of the page it names may take, together, before the help is
 * drawn without them: a request left hanging must not hold back the rest of the page's help.
 */
const HELP_WAIT_MS = 3000;

/** The site's pages from the sitemap, or none when it cannot be had in time. */
async function sitePages(sitemap: string, signal: AbortSignal): Promise<string[]> {
  const response = await fetch(sitemap, { signal });
  return response.ok ? sitemapPaths(await response.text()) : [];
}

/**
 * A page's title from its HTML (its Open Graph title: without the site's name after it), or null.
 * Only the head is read: the rest of a long article (the Test Actions reference is 900 KB) is
 * neither downloaded in full nor parsed.
 */
async function pageTitle(page: string, signal: AbortSignal): Promise<string | null> {
  const response = await fetch(page, { signal });
  if (!response.ok || !response.body) return null;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let head = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    head += decoder.decode(chunk.value, { stream: true });
    if (head.includes('</head>')) break;
  }
  void reader.cancel().catch(() => {});
  const html = new DOMParser().parseFromString(head, 'text/html');
  return html.querySelector('meta[property="og:title"]')?.getAttribute('content') || null;
}

async function helpFor(pathname: string, query: string, settings: SearchSettings, sitemap: string): Promise<Help> {
  const signal = AbortSignal.timeout(HELP_WAIT_MS);
  const page = await sitePages(sitemap, signal).then(
    (pages) => addressMatch(pathname, pages),
    () => null,
  );
  if (page) return { page, title: await pageTitle(page, signal).catch(() => null), suggestions: [] };
  // The search only when the sitemap names no page: on Algolia, each search is a request billed.
  if (!query) return { page, title: null, suggestions: [] };
  const suggestions = await import('@/lib/search/page-suggestions')
    .then((m) => m.pageSuggestions(settings, pathname, query, SEARCH.addressSuggestions))
    .catch(() => []);
  return { page, title: null, suggestions };
}

/**
 * On the not-found page, the page a missing address means: the same address in another case, a
 * list's page 1 or a folder without a page (from the sitemap), else the pages its words find
 * first, and a search for them: a mistyped or moved address ("/docs/testflux/run-tests/paralel/")
 * still leads to its page. Only pages that hold every word are offered, of the kind of the part
 * of the site the address is in. Drawn once the sitemap, and the page's title or the search
 * when they are asked, have answered (or failed), so nothing moves under a reader's focus.
 */
export function AddressHelp({ folders, settings, sitemap }: AddressHelpProps) {
  // One exported page answers every missing address: it is read in the browser.
  const pathname = useSyncExternalStore(
    unchanging,
    () => window.location.pathname,
    () => '',
  );
  const query = pathname ? addressQuery(pathname, folders) : '';
  const [help, setHelp] = useState<Help | null>(null);
  const headingId = useId();
  useEffect(() => {
    if (!pathname) return;
    let current = true;
    void helpFor(pathname, query, settings, sitemap).then((found) => current && setHelp(found));
    return () => {
      current = false;
    };
  }, [pathname, query, settings, sitemap]);
  if (!help) return null;
  if (help.page)
    return (
      <p className="status-page__match">
        Did you mean <AppLink href={help.page}>{help.title ?? decodePath(help.page)}</AppLink>?
        {help.title ? <span className="status-page__where">{decodePath(help.page)}</span> : null}
      </p>
    );
  if (!query) return null;
  const href = searchQueryPath(query);
  if (!help.suggestions.length)
    return (
      <p className="status-page__search">
        <AppLink href={href}>Search the site for “{query}”</AppLink>
      </p>
    );
  return (
    <section className="status-page__suggestions" aria-labelledby={headingId}>
      <h2 id={headingId}>Were you looking for one of these?</h2>
      <ul>
        {help.suggestions.map((page) => (
          <li key={page.url}>
            {/* HTML-escaped text, as both search backends answer it. */}
            <AppLink href={page.url} dangerouslySetInnerHTML={{ __html: page.titleHtml }} />
            <span className="status-page__where">{joinPlaces(page.breadcrumb)}</span>
          </li>
        ))}
      </ul>
      <p className="status-page__search">
        Or <AppLink href={href}>search the site for “{query}”</AppLink>
      </p>
    </section>
  );
}
