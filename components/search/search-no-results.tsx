import { missingResultsUrl } from '@/lib/search/contract';
import { DidYouMean } from './did-you-mean';

interface Props {
  query: string;
  /** A kind or section is chosen: the way out is searching everything, not another word. */
  narrowed: boolean;
  reportUrl: string;
  /** Searches again for a query, with no kind or section chosen. */
  onSearch: (query: string) => void;
}

/** /search/'s answer to a query without results: search everything, or the nearest queries, and a report link. */
export function SearchNoResults({ query, narrowed, reportUrl, onSearch }: Props) {
  return (
    <div className="search-page__status">
      <p className="search-page__title">
        No results for “<span>{query}</span>”
      </p>
      {narrowed ? (
        <p>
          Not in the kinds and sections chosen.{' '}
          {/* Focus goes to the field, as after a suggestion: the pressed button goes with the old results. */}
          <button type="button" className="button button-secondary search-page__clear" onClick={() => onSearch(query)}>
            Search everything
          </button>
        </p>
      ) : (
        <DidYouMean query={query} onChoose={onSearch} />
      )}
      <p>
        Believe this query should return results? <a href={missingResultsUrl(reportUrl, query)}>Let us know.</a>
      </p>
    </div>
  );
}
