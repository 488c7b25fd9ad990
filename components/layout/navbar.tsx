import { searchSettings, siteConfig } from '@/lib/config';
import { AppLink } from '@/components/ui/app-link';
import { SearchButton } from '@/components/search/search-button';
import { ColorModeToggle } from './color-mode-toggle';
import { MobileMenu } from './mobile-menu';
import { NavbarItem } from './navbar-item';
import { NavbarShell } from './navbar-shell';
import { Logo } from './logo';

export function Navbar() {
  const { navbar, colorMode, product, search } = siteConfig;
  const left = navbar.items.filter((i) => i.position === 'left');
  const right = navbar.items.filter((i) => i.position === 'right');
  return (
    <NavbarShell hideOnScroll={navbar.hideOnScroll}>
      <nav className="navbar__inner" aria-label="Main">
        <MobileMenu title={product.name}>
          <ul className="menu">
            {navbar.items.map((item) => (
              <li key={item.label} className="menu__item">
                <NavbarItem item={item} mobile />
              </li>
            ))}
          </ul>
        </MobileMenu>
        <AppLink href="/" className="navbar__brand" aria-label={`${product.name} home`}>
          <Logo />
          <span className="navbar__title">{navbar.title}</span>
        </AppLink>
        <ul className="navbar__items">
          {left.map((item) => (
            <li key={item.label}>
              <NavbarItem item={item} />
            </li>
          ))}
        </ul>
        <ul className="navbar__items navbar__items--right">
          {right.map((item) => (
            <li key={item.label}>
              <NavbarItem item={item} />
            </li>
          ))}
        </ul>
        <div className="navbar__tools">
          {colorMode.disableSwitch ? null : <ColorModeToggle />}
          <SearchButton settings={searchSettings} reportUrl={search.reportUrl} />
        </div>
      </nav>
    </NavbarShell>
  );
}
