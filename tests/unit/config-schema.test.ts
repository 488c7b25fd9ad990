import { describe, expect, it } from 'vitest';
import { parseSiteConfig, SiteConfigError } from '@/lib/config/schema';
import { rawSiteConfig } from '@/lib/config/site.config';
import { searchSettings, siteConfig } from '@/lib/config';
import { LONGEST_PHRASE } from '@/lib/search/engine/query';
import { CHANGE_GROUPS } from '@/components/changelog/release-notes';

type Raw = typeof rawSiteConfig;
const clone = (): Raw => structuredClone(rawSiteConfig);
/** A synonym phrase one word longer than the engine looks a phrase up by. */
const TOO_LONG = Array.from({ length: LONGEST_PHRASE + 1 }, (_, i) => `word${i + 1}`).join(' ');

describe('site configuration', () => {
  it('accepts the shipped configuration', () => {
    const config = parseSiteConfig(rawSiteConfig);
    expect(config.product.name).toBe('Testflux');
    expect(config.announcement.closeable).toBe(false);
    expect(config.colorMode.defaultMode).toBe('light');
  });

  const invalid: [string, (c: Raw) => void, RegExp][] = [
    [
      'site.url without a scheme',
      (c) => ((c.site as { url: string }).url = 'testflux.example'),
      /site\.url: .*absolute URL/,
    ],
    [
      'copyright year as text',
      (c) => ((c.site as { copyrightYear: unknown }).copyrightYear = '2025'),
      /site\.copyrightYear/,
    ],
    [
      'announcement id with spaces',
      (c) => ((c.announcement as { id: string }).id = 'Release 1'),
      /announcement\.id: lowercase/,
    ],
    [
      'internal link without a trailing slash',
      (c) => ((c.navbar.items[0] as { to: string }).to = '/docs'),
      /navbar\.items\[0\]\.to/,
    ],
    [
      'link with both to and href',
      (c) => ((c.navbar.items[0] as { href?: string }).href = 'https://x.example'),
      /navbar\.items\[0\]: exactly one/,
    ],
    [
      "a page outside the export on the site's own address",
      (c) => ((c.links as { pricing: string }).pricing = `${c.site.url}/pricing`),
      /links\.pricing: https:\/\/testflux\.example\/pricing is on this site's own address/,
    ],
    [
      "a footer link to the site's own address, not by its path",
      (c) => ((c.footer.columns[0].items[0] as { href?: string }).href = `${c.site.url}/blog/`),
      /footer\.columns\[0\]\.items\[0\]\.href: .*on this site's own address/,
    ],
    [
      'bad tag manager id',
      (c) => ((c.analytics as { tagManagerId?: string }).tagManagerId = 'UA-1'),
      /analytics\.tagManagerId: a tag manager id/,
    ],
    ['unknown search provider', (c) => ((c.search as { provider: string }).provider = 'bing'), /search\.provider/],
    [
      'support e-mail that is not one',
      (c) => ((c.links as { supportEmail: string }).supportEmail = 'support'),
      /links\.supportEmail: an e-mail/,
    ],
    [
      'a synonym listed in two groups',
      (c) => (c.search.synonyms as string[][]).push(['nightly', 'every night']),
      /search\.synonyms\[\d+\]\[0\]: "nightly" is already in group \d+/,
    ],
    [
      'a synonym spelt otherwise in another group ("node js" beside "node.js")',
      (c) => (c.search.synonyms as string[][]).push(['node js', 'nodejs runtime']),
      /search\.synonyms\[\d+\]\[0\]: "node js" is already in group \d+/,
    ],
    [
      'a synonym in the plural in another group ("selectors" beside "selector")',
      (c) => (c.search.synonyms as string[][]).push(['css query', 'selectors']),
      /search\.synonyms\[\d+\]\[1\]: "selectors" is already in group \d+/,
    ],
    [
      'a synonym phrase longer than a query is looked up by',
      (c) => (c.search.synonyms as string[][]).push([TOO_LONG, 'countdown']),
      new RegExp(`search\\.synonyms\\[\\d+\\]\\[0\\]: "${TOO_LONG}" has more than ${LONGEST_PHRASE} words`),
    ],
    [
      'a kind word listed under two kinds (in its plural under one)',
      (c) =>
        ((c.search as { kindWords: Record<string, string[]> }).kindWords = {
          changelog: ['release'],
          blog: ['releases'],
        }),
      /search\.kindWords\.changelog\[0\]: "release" already asks for the blog: list a word under one kind$/,
    ],
    [
      'a kind phrase with a capital and two spaces',
      (c) => ((c.search as { kindWords: Record<string, string[]> }).kindWords = { changelog: ['When  did'] }),
      /search\.kindWords\.changelog\[0\]: lower-case words, one space between them/,
    ],
    [
      'a kind word for the docs, which rank first already',
      (c) => ((c.search as { kindWords: Record<string, string[]> }).kindWords = { docs: ['guide'] }),
      /search\.kindWords/,
    ],
    [
      'a synonym group of one',
      (c) => (c.search.synonyms as string[][]).push(['alone']),
      /search\.synonyms\[\d+\]: .*at least two entries/,
    ],
  ];

  it.each(invalid)('rejects %s, naming the key', (_name, mutate, message) => {
    const raw = clone();
    mutate(raw);
    expect(() => parseSiteConfig(raw)).toThrow(SiteConfigError);
    expect(() => parseSiteConfig(raw)).toThrow(message);
  });

  it('rejects a navbar item of unknown type, naming the item', () => {
    const raw = clone() as unknown as { navbar: { items: unknown[] } };
    raw.navbar.items.push({ type: 'megaMenu', label: 'Solutions' });
    expect(() => parseSiteConfig(raw)).toThrow(/unknown navbar item type "megaMenu" for item "Solutions"/);
  });

  it.each([
    ['', 'key', /search\.appId: Algolia search needs an application id/],
    ['APPID', '', /search\.apiKey: Algolia search needs a search-only api key/],
  ])('with Algolia selected, a missing credential is named (appId %j, apiKey %j)', (appId, apiKey, message) => {
    const raw = clone();
    Object.assign(raw.search, { provider: 'algolia', appId, apiKey });
    expect(() => parseSiteConfig(raw)).toThrow(message);
  });

  it('names the configuration file in the message', () => {
    const raw = clone();
    (raw.site as { locale: string }).locale = 'fr';
    expect(() => parseSiteConfig(raw)).toThrow(/Invalid site configuration in lib\/config\/site\.config\.ts/);
  });
});

describe('search settings passed to the browser', () => {
  it('are the search configuration without the synonyms and kind words, which the index and Algolia carry', () => {
    const { synonyms, kindWords, ...rest } = siteConfig.search;
    expect(synonyms.length).toBeGreaterThan(0);
    expect(kindWords.changelog.length).toBeGreaterThan(0);
    expect(searchSettings).toEqual(rest);
    expect(searchSettings).not.toHaveProperty('synonyms');
    expect(searchSettings).not.toHaveProperty('kindWords');
  });
});

describe('words that ask for the release notes', () => {
  it.each(CHANGE_GROUPS.map(([, heading]) => heading))(
    'include "%s", a heading a release groups its changes under',
    (heading) => {
      expect(siteConfig.search.kindWords.changelog).toContain(heading.toLowerCase());
    },
  );
});
