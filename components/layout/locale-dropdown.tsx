const LOCALE_NAMES: Record<string, string> = { en: 'English' };

/**
 * Language menu. The site is English only, so it lists one locale, linked to this page: an empty
 * address is the page the browser shows, whichever that is (the not-found page is prerendered
 * once, so a path written at build time would name /_not-found/ there).
 */
export function LocaleDropdown({ label, locale, locales }: { label: string; locale: string; locales: string[] }) {
  return (
    <details className="dropdown">
      <summary className="navbar__link" aria-label={`${label}: ${LOCALE_NAMES[locale]}`}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 0c2.5 2.4 3.8 5.4 3.8 9s-1.3 6.6-3.8 9m0-18C9.5 5.4 8.2 8.4 8.2 12s1.3 6.6 3.8 9M3.5 9h17M3.5 15h17"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </svg>
        <span className="locale-dropdown__name">{LOCALE_NAMES[locale]}</span>
      </summary>
      <ul className="dropdown__menu">
        {locales.map((l) => (
          <li key={l}>
            <a className="dropdown__link" href="" lang={l} aria-current={l === locale ? 'true' : undefined}>
              {LOCALE_NAMES[l] ?? l}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
