import { useEffect, useState } from 'react';
import { suggestQueries } from '@/lib/search/client';

/**
 * "Did you mean" suggestions for a query, from the embedded vocabulary (both search UIs): none
 * until the answer for this very query arrives, and none for a blank one. The engine leaves
 * out the query itself, and offers SEARCH.suggestions at most.
 */
export function useSuggestions(query: string): string[] {
  const [answer, setAnswer] = useState<{ query: string; suggestions: string[] } | null>(null);
  useEffect(() => {
    if (!query.trim()) return;
    let live = true;
    void suggestQueries(query).then((suggestions) => {
      if (live) setAnswer({ query, suggestions });
    });
    return () => {
      live = false;
    };
  }, [query]);
  return answer?.query === query ? answer.suggestions : [];
}
