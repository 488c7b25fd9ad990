import type { NavbarItemOf } from '@/lib/config';
import { AppLink } from '@/components/ui/app-link';
import { siteAreaOf } from '@/lib/routes';

/** A navbar link: `to` is a site path (client navigation), `href` an external address. */
export function LinkItem({ item }: { item: NavbarItemOf<'link'> }) {
  const className = `navbar__link ${item.className ?? ''}`;
  return item.href ? (
    <a className={className} href={item.href} rel="noopener">
      {item.label}
    </a>
  ) : (
    // Shown as the area the page is in by CSS alone (navbar.css): no script rides for it.
    <AppLink className={className} href={item.to!} data-area={siteAreaOf(item.to!) ?? undefined}>
      {item.label}
    </AppLink>
  );
}
