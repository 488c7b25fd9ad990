import { siteConfig } from '@/lib/config';
import { AppLink } from '@/components/ui/app-link';

type FooterLinkItem = (typeof siteConfig.footer.columns)[number]['items'][number];

function FooterLink({ item }: { item: FooterLinkItem }) {
  const newTab = item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  const label = item.newTab ? (
    <>
      {item.label}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </>
  ) : (
    item.label
  );
  // Files (the brochure PDF) are plain anchors: the router only handles pages, with or
  // without an anchor ("/features/#web-testing").
  if (item.to && item.to.split('#')[0].endsWith('/')) {
    return (
      <AppLink className="footer__link" href={item.to} {...newTab}>
        {label}
      </AppLink>
    );
  }
  return (
    <a className="footer__link" href={item.to ?? item.href} {...newTab}>
      {label}
    </a>
  );
}

export function Footer() {
  const { footer, site, product } = siteConfig;
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__columns">
          {footer.columns.map((col) => (
            <nav key={col.title} className="footer__col" aria-label={col.title}>
              <h2 className="footer__title">{col.title}</h2>
              <ul>
                {col.items.map((item) => (
                  <li key={item.label}>
                    <FooterLink item={item} />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="footer__bottom">
          <ul className="footer__legal">
            {footer.legal.map((item) => (
              <li key={item.label}>
                <FooterLink item={item} />
              </li>
            ))}
          </ul>
          <p className="footer__copyright">
            Copyright © {site.copyrightYear} {product.name}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
