/** The search page's error state: the index (or the results' code) could not be fetched. */
export function SearchUnavailable() {
  return (
    <div className="search-page__status" role="alert">
      <p className="search-page__title">Unable to fetch results</p>
      <p>You might want to check your network connection.</p>
    </div>
  );
}
