import { Feed, type Item } from 'feed';
import { BLOG_DESCRIPTION, BLOG_NAME } from './blog-metadata';
import { siteConfig } from './config';
import { escapeHtml } from './html';
import { absoluteUrl as abs, routes } from './routes';
import { getAuthor, getBlogTag, getPublishedPosts } from './content/blog';
import { CHANGELOG_PAGE, getReleases } from './content/changelog';

/**
 * HTML for a feed entry with the site's own links made absolute: a feed reader resolves a
 * relative link against its own address, not the site's (the feeds declare no base).
 */
export function withAbsoluteLinks(html: string): string {
  return html.replace(/(\s(?:href|src)=")(\/(?!\/)[^"]*)"/g, (_, attr: string, path: string) => `${attr}${abs(path)}"`);
}

/** The link that ends each entry's excerpt. */
export const READ_ON = 'Read the full post';

/** The blog feed: every published post with its summary and absolute links. */
function blogFeed(): Feed {
  const { product, site } = siteConfig;
  const posts = getPublishedPosts();
  const feed = new Feed({
    title: BLOG_NAME,
    description: BLOG_DESCRIPTION,
    id: abs(routes.blog.home),
    link: abs(routes.blog.home),
    language: site.locale,
    favicon: abs('/favicon.svg'),
    copyright: `Copyright © ${site.copyrightYear} ${product.name}`,
    // The newest change: a post published, or an older one given an <Update> note.
    updated: new Date(Math.max(0, ...posts.map((p) => Date.parse(p.lastUpdated)))),
    feedLinks: {
      rss: abs(routes.blog.feeds.rss),
      atom: abs(routes.blog.feeds.atom),
      json: abs(routes.blog.feeds.json),
    },
  });
  for (const post of posts) {
    feed.addItem({
      title: post.title,
      id: abs(post.href),
      link: abs(post.href),
      description: post.description,
      // The excerpt, said to be one: readers take this field for the whole article.
      content: `${post.excerptHtml ? withAbsoluteLinks(post.excerptHtml) : `<p>${escapeHtml(post.description)}</p>`}\n<p><a href="${abs(post.href)}">${READ_ON}</a></p>`,
      // Atom's <updated> and JSON Feed's date_modified; RSS's pubDate is the publication.
      date: new Date(post.lastUpdated),
      published: new Date(post.date),
      author: post.authors.map(getAuthor).map((a) => ({ name: a.name, link: abs(a.url) })),
      // Atom requires a term (RFC 4287, 4.2.2): the tag's id, its label beside it.
      category: post.tags.map((t) => ({ name: getBlogTag(t)?.label ?? t, term: t })),
    });
  }
  return feed;
}

/** Atom names each author in an <author> of its own. */
export function blogAtom(): string {
  return blogFeed().atom1();
}

/**
 * RSS 2.0's <author> holds an e-mail address, which the authors do not publish: their names go
 * in Dublin Core's <dc:creator>, one each, as feed readers expect.
 */
export function blogRss(): string {
  const feed = blogFeed();
  for (const item of feed.items) {
    // An array repeats the element (xml-js's compact form); the package's type names one object.
    const creators = (item.author ?? []).map((a) => ({ _text: a.name })) as unknown as Record<string, unknown>;
    item.extensions = [...(item.extensions ?? []), { name: 'dc:creator', objects: creators }];
    delete item.author;
  }
  return feed.rss2();
}

/**
 * JSON Feed 1.1, written here: the feed package writes version 1, which keeps one author of a
 * post and gives its publication date as the date it was modified.
 */
export function blogJson(): string {
  const feed = blogFeed();
  const { options } = feed;
  const authors = (item: Item) => (item.author ?? []).map((a) => ({ name: a.name, url: a.link }));
  return JSON.stringify(
    {
      version: 'https://jsonfeed.org/version/1.1',
      title: options.title,
      home_page_url: options.link,
      feed_url: options.feedLinks?.json,
      description: options.description,
      favicon: options.favicon,
      language: options.language,
      items: feed.items.map((item) => ({
        id: item.id,
        url: item.link,
        title: item.title,
        summary: item.description,
        content_html: item.content,
        date_published: (item.published ?? item.date).toISOString(),
        date_modified: item.date.toISOString(),
        authors: authors(item),
        tags: (item.category ?? []).map((c) => c.name),
      })),
    },
    null,
    2,
  );
}

/** The releases feed of the changelog. */
export function changelogFeed(): Feed {
  const { product, site } = siteConfig;
  const releases = getReleases();
  const feed = new Feed({
    title: `${product.name} changelog`,
    description: CHANGELOG_PAGE.description,
    id: abs(routes.changelog.home),
    link: abs(routes.changelog.home),
    language: site.locale,
    copyright: `Copyright © ${site.copyrightYear} ${product.name}`,
    updated: releases[0] ? new Date(releases[0].date) : new Date(0),
    feedLinks: { rss: abs(routes.changelog.rss) },
  });
  for (const r of releases) {
    const list = (title: string, items: string[]) =>
      items.length ? `<h3>${title}</h3><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>` : '';
    feed.addItem({
      title: `${product.name} ${r.version}`,
      id: abs(routes.changelog.release(r.anchor)),
      link: abs(routes.changelog.release(r.anchor)),
      description: r.summary,
      content: `<p>${escapeHtml(r.summary)}</p>${list('Added', r.added)}${list('Improved', r.improved)}${list('Fixed', r.fixed)}`,
      date: new Date(r.date),
    });
  }
  return feed;
}
