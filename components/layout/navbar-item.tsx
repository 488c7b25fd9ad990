import { siteConfig, type NavbarItem as Item } from '@/lib/config';
import { AppLink } from '@/components/ui/app-link';
import { DocsVersionDropdown } from './docs-version-dropdown';
import { LocaleDropdown } from './locale-dropdown';

/**
 * One configured navbar item. The types are exhaustive: lib/config rejects an unknown type
 * when the configuration loads, with an error that names the item.
 */
export function NavbarItem({ item, mobile = false }: { item: Item; mobile?: boolean }) {
  switch (item.type) {
    case 'link':
      return item.href ? (
        <a className={`navbar__link ${item.className ?? ''}`} href={item.href} rel="noopener">
          {item.label}
        </a>
      ) : (
        <AppLink className={`navbar__link ${item.className ?? ''}`} href={item.to!}>
          {item.label}
        </AppLink>
      );
    case 'dropdown':
      return (
        <details className="dropdown">
          <summary className="navbar__link">{item.label}</summary>
          <ul className="dropdown__menu">
            {item.items.map((child) => (
              <li key={child.label}>
                {child.href ? (
                  <a className="dropdown__link" href={child.href} rel="noopener">
                    {child.label}
                  </a>
                ) : (
                  <AppLink className="dropdown__link" href={child.to!}>
                    {child.label}
                  </AppLink>
                )}
              </li>
            ))}
          </ul>
        </details>
      );
    case 'localeDropdown':
      return mobile ? null : (
        <LocaleDropdown label={item.label} locale={siteConfig.site.locale} locales={siteConfig.site.locales} />
      );
    case 'docsVersionDropdown':
      return mobile ? null : <DocsVersionDropdown label={item.label} />;
  }
}
