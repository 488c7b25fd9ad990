import { Feed } from 'feed';
import { siteConfig } from './config';
import { escapeHtml } from './html';
import { absoluteUrl as abs, routes } from './routes';
import { getAuthor, getBlogTag, getPublishedPosts } from './content/blog';
import { getReleases } from './content/changelog';

/** The blog feed: every published post with its summary and absolute links. */
export function blogFeed(): Feed {
  const { product, site } = siteConfig;
  const posts = getPublishedPosts();
  const feed = new Feed({
    title: `${product.name} blog`,
    description: `Testing guides, tool comparisons and release highlights from the ${product.name} team.`,
    id: abs(routes.blog.home),
    link: abs(routes.blog.home),
    language: site.locale,
    favicon: abs('/favicon.svg'),
    copyright: `Copyright © ${site.copyrightYear} ${product.name}`,
    updated: posts[0] ? new Date(posts[0].date) : new Date(0),
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
      content: post.excerptHtml || `<p>${escapeHtml(post.description)}</p>`,
      date: new Date(post.date),
      author: post.authors.map((id) => ({ name: getAuthor(id).name })),
      category: post.tags.map((t) => ({ name: getBlogTag(t)?.label ?? t })),
    });
  }
  return feed;
}

/** The releases feed of the changelog. */
export function changelogFeed(): Feed {
  const { product, site } = siteConfig;
  const releases = getReleases();
  const feed = new Feed({
    title: `${product.name} changelog`,
    description: `Every ${product.name} release with what was added, improved and fixed.`,
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
