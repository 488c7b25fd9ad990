import { AppLink } from '@/components/ui/app-link';

/** The navbar search entry point. */
export function SearchButton() {
  return (
    <AppLink href="/search/" className="navbar__icon-button search-button" aria-label="Search">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </AppLink>
  );
}
