import { describe, expect, it } from 'vitest';
import { getBlogTag, getPublishedPosts, latestUpdate } from '@/lib/content/blog';
import { blogAtom, blogJson, blogRss, READ_ON, withAbsoluteLinks } from '@/lib/feeds';
import { absoluteUrl as abs } from '@/lib/routes';
import { postStructuredData } from '@/lib/structured-data';

describe('feed entries link absolutely', () => {
  it.each([
    ['a site path', '<a href="/blog/a-post/">x</a>', '<a href="https://testflux.example/blog/a-post/">x</a>'],
    ['an image', '<img src="/img/a.png" alt="">', '<img src="https://testflux.example/img/a.png" alt="">'],
    [
      'an absolute address',
      '<a href="https://app.testflux.example/">x</a>',
      '<a href="https://app.testflux.example/">x</a>',
    ],
    ['a protocol-relative address', '<a href="//cdn.example/x">x</a>', '<a href="//cdn.example/x">x</a>'],
    ['an anchor', '<a href="#setup">x</a>', '<a href="#setup">x</a>'],
    ['text that names a path', '<p>Open /blog/ in a browser.</p>', '<p>Open /blog/ in a browser.</p>'],
  ])('%s', (_, html, expected) => {
    expect(withAbsoluteLinks(html)).toBe(expected);
  });

  it('no feed holds a site-relative link', () => {
    const excerpts = getPublishedPosts().filter((p) => /href="\//.test(p.excerptHtml));
    // The posts whose excerpts link within the site: the feeds are where those links could break.
    expect(excerpts.length).toBeGreaterThan(0);
    for (const feed of [blogRss(), blogAtom(), blogJson()]) {
      expect(feed).not.toMatch(/(href|src)=(\\?"|&quot;)\//);
    }
  });
});

describe("a post's modified date", () => {
  const published = '2024-03-14T00:00:00.000Z';
  it.each([
    ['no update note', 'Text.', published],
    ['one note', 'A\n<Update date="2024-10-09">Fixed.</Update>', '2024-10-09T00:00:00.000Z'],
    [
      'the newest of several',
      '<Update date="2025-01-02">b</Update> <Update date="2024-10-09">a</Update>',
      '2025-01-02T00:00:00.000Z',
    ],
    ['a note dated before publication', '<Update date="2023-01-01">x</Update>', published],
  ])('%s', (_, raw, expected) => {
    expect(latestUpdate(raw, published)).toBe(expected);
  });

  it("is the newest update note's date in the structured data, else the publication date", () => {
    const posts = getPublishedPosts();
    const noted = posts.filter((p) => p.raw.includes('<Update'));
    expect(noted.length).toBeGreaterThan(0);
    for (const post of posts) {
      const [ld] = postStructuredData(post);
      expect(ld.dateModified).toBe(latestUpdate(post.raw, post.date));
      if (!noted.includes(post)) expect(ld.dateModified).toBe(ld.datePublished);
    }
  });
});

describe('blog feed entries', () => {
  const posts = getPublishedPosts();
  const noted = posts.find((p) => p.lastUpdated.slice(0, 10) !== p.date.slice(0, 10))!;
  const json = JSON.parse(blogJson()) as {
    items: { url: string; content_html: string; date_published: string; date_modified: string }[];
  };

  it("give each Atom category the term RFC 4287 requires, the tag's id, and its label", () => {
    const categories = blogAtom().match(/<category [^>]*\/>/g) ?? [];
    expect(categories.length).toBeGreaterThanOrEqual(posts.length);
    for (const c of categories) expect(c).toMatch(/ term="[a-z0-9-]+"/);
    const [post] = posts;
    const entry = blogAtom()
      .split('<entry>')
      .find((e) => e.includes(`<id>${abs(post.href)}</id>`))!;
    expect(entry).toContain(`label="${getBlogTag(post.tags[0])!.label}"`);
    expect(entry).toContain(`term="${post.tags[0]}"`);
  });

  it('give an updated post its publication and its update apart, in every format', () => {
    expect(noted).toBeDefined();
    const atomEntry = blogAtom()
      .split('<entry>')
      .find((e) => e.includes(`<id>${abs(noted.href)}</id>`))!;
    expect(atomEntry).toContain(`<published>${new Date(noted.date).toISOString()}</published>`);
    expect(atomEntry).toContain(`<updated>${new Date(noted.lastUpdated).toISOString()}</updated>`);
    const rssItem = blogRss()
      .split('<item>')
      .find((i) => i.includes(`<link>${abs(noted.href)}</link>`))!;
    expect(rssItem).toContain(`<pubDate>${new Date(noted.date).toUTCString()}</pubDate>`);
    const item = json.items.find((i) => i.url === abs(noted.href))!;
    expect([item.date_published, item.date_modified]).toEqual([
      new Date(noted.date).toISOString(),
      new Date(noted.lastUpdated).toISOString(),
    ]);
  });

  it('end each excerpt with a link to the whole post', () => {
    for (const item of json.items)
      expect(item.content_html).toMatch(new RegExp(`<a href="${item.url}">${READ_ON}</a></p>$`));
  });
});
