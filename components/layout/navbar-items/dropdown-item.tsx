import type { NavbarItemOf } from '@/lib/config';
import { AppLink } from '@/components/ui/app-link';

/** A navbar dropdown of links (a native <details>, so it works without JavaScript). */
export function DropdownItem({ item }: { item: NavbarItemOf<'dropdown'> }) {
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
}
