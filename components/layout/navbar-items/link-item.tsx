import type { NavbarItemOf } from '@/lib/config';
import { AppLink } from '@/components/ui/app-link';

/** A navbar link: `to` is a site path (client navigation), `href` an external address. */
export function LinkItem({ item }: { item: NavbarItemOf<'link'> }) {
  const className = `navbar__link ${item.className ?? ''}`;
  return item.href ? (
    <a className={className} href={item.href} rel="noopener">
      {item.label}
    </a>
  ) : (
    <AppLink className={className} href={item.to!}>
      {item.label}
    </AppLink>
  );
}
