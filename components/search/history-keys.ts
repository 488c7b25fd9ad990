/**
 * DocSearch 3.9's keys for an index's recent and favorite searches in local storage. A module of
 * its own: /search/'s first load reads them, without the rest of stored-searches.ts.
 */
export const storedSearchKeys = (indexName: string) =>
  (['RECENT', 'FAVORITE'] as const).map((list) => `__DOCSEARCH_${list}_SEARCHES__${indexName}`);
