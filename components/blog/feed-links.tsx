import { Fragment } from 'react';
import { BLOG_FEEDS } from '@/lib/blog-metadata';

/**
 * The blog's three feeds, as the changelog offers its own: the <link rel="alternate"> tags reach
 * feed readers that look for them, these reach the reader. Plain links, as the feeds are files.
 */
export function FeedLinks() {
  return (
    <p className="feed-links">
      Subscribe to the blog:{' '}
      {BLOG_FEEDS.map(({ label, href }, i) => (
        <Fragment key={href}>
          {i > 0 && ' · '}
          <a href={href}>{label}</a>
        </Fragment>
      ))}
    </p>
  );
}
