import type { Ref } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { joinPlaces, type HitGroup } from '@/lib/search/group-hits';
import { rememberPosition } from './return-to-results';
import { addRecentSearch } from './stored-searches';

interface Props {
  groups: HitGroup[];
  listRef: Ref<HTMLOListElement>;
  /** More pages are on their way for the screen or the "Show more results" press. */
  busy: boolean;
  /** The index whose recent searches an opened result joins, as in the modal. */
  indexName: string;
}

/**
 * The search page's results: a page each, its title, breadcrumbs and matching sections. A result
 * opened (clicked, with a modifier too, as the modal counts it) joins the modal's recent searches.
 */
export function SearchResultList({ groups, listRef, busy, indexName }: Props) {
  return (
    <ol
      className="search-results"
      ref={listRef}
      aria-busy={busy || undefined}
      onClickCapture={(e) => {
        if ((e.target as Element).closest('a')) rememberPosition();
      }}
    >
      {groups.map((group) => (
        <li key={group.url} className="search-result">
          <h2 className="search-result__title">
            {/* Highlight values are HTML-escaped text with <mark> tags only. */}
            <AppLink
              href={group.url}
              onClick={() => addRecentSearch(indexName, group.recent)}
              dangerouslySetInnerHTML={{ __html: group.titleHtml }}
            />
          </h2>
          <p className="search-result__crumbs">{joinPlaces(group.breadcrumb)}</p>
          <ul className="search-result__matches">
            {group.matches
              .filter((m) => m.headingHtml || m.snippetHtml)
              .map((m) => (
                <li key={m.objectID}>
                  <AppLink
                    href={m.url}
                    className="search-result__match"
                    onClick={() => addRecentSearch(indexName, m.recent ?? group.recent)}
                  >
                    {m.headingHtml ? (
                      <span className="search-result__heading" dangerouslySetInnerHTML={{ __html: m.headingHtml }} />
                    ) : null}
                    {m.snippetHtml ? (
                      <span className="search-result__snippet" dangerouslySetInnerHTML={{ __html: m.snippetHtml }} />
                    ) : null}
                  </AppLink>
                </li>
              ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
