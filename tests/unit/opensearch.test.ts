// @vitest-environment jsdom
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAVICON_ICO_SIZE } from '@/lib/brand-mark';
import { siteConfig } from '@/lib/config';
import { openSearchDescription } from '@/lib/opensearch';
import { absoluteUrl, routes } from '@/lib/routes';

const NS = 'http://a9.com/-/spec/opensearch/1.1/';

describe('the OpenSearch description', () => {
  const doc = new DOMParser().parseFromString(openSearchDescription(), 'application/xml');
  const one = (name: string) => doc.getElementsByTagNameNS(NS, name);

  it('is well-formed OpenSearch 1.1', () => {
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.localName).toBe('OpenSearchDescription');
    expect(doc.documentElement.namespaceURI).toBe(NS);
    expect(one('ShortName')[0].textContent).toBe(siteConfig.product.name);
    expect(one('InputEncoding')[0].textContent).toBe('UTF-8');
  });

  it("searches the site's search page, and names itself and an icon that exist", () => {
    const urls = Object.fromEntries([...one('Url')].map((u) => [u.getAttribute('type'), u.getAttribute('template')]));
    expect(urls['text/html']).toBe(`${absoluteUrl(routes.search.home)}?q={searchTerms}`);
    expect(urls['application/opensearchdescription+xml']).toBe(absoluteUrl(routes.openSearch));
    const image = one('Image')[0];
    expect(image.textContent).toBe(absoluteUrl(routes.favicon));
    expect(fs.existsSync(`public${routes.favicon}`)).toBe(true);
    expect(image.getAttribute('width')).toBe(String(FAVICON_ICO_SIZE));
  });
});
