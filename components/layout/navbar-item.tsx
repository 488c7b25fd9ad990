import type { ReactNode } from 'react';
import { DOCS_VERSION } from '@/lib/constants';
import { siteAreaOf } from '@/lib/routes';
import { siteConfig, type NavbarItem as Item, type NavbarItemOf, type NavbarItemType } from '@/lib/config';
import { DocsVersionDropdown } from './docs-version-dropdown';
import { LocaleDropdown } from './locale-dropdown';
import { DropdownItem } from './navbar-items/dropdown-item';
import { LinkItem } from './navbar-items/link-item';

type Renderer<T extends NavbarItemType> = (item: NavbarItemOf<T>, mobile: boolean) => ReactNode;

/**
 * The component of each navbar item type. Adding a type to the configuration schema without
 * a component here fails the type check; lib/config rejects an unknown type when the
 * configuration loads, naming the item.
 */
const NAVBAR_ITEM_COMPONENTS: { [T in NavbarItemType]: Renderer<T> } = {
  link: (item) => <LinkItem item={item} />,
  dropdown: (item) => <DropdownItem item={item} />,
  // Not in the mobile sidebar: with one language and one docs version, each menu's only entry
  // is the page or version already shown.
  localeDropdown: (item, mobile) =>
    mobile ? null : (
      <LocaleDropdown label={item.label} locale={siteConfig.site.locale} locales={siteConfig.site.locales} />
    ),
  docsVersionDropdown: (item, mobile) =>
    mobile ? null : <DocsVersionDropdown label={item.label} area={siteAreaOf(DOCS_VERSION.path) ?? ''} />,
};

/** One configured navbar item, rendered by the component registered for its type. */
export function NavbarItem({ item, mobile = false }: { item: Item; mobile?: boolean }) {
  const render = NAVBAR_ITEM_COMPONENTS[item.type] as Renderer<typeof item.type>;
  return render(item as never, mobile);
}
