import type { TocItem } from '@/lib/content/toc';
import { TocHighlighter } from './toc-highlighter';

function TocList({ items }: { items: TocItem[] }) {
  return (
    <ul className="toc__list">
      {items.map((item) => (
        <li key={item.id} className={`toc__item toc__item--h${item.level}`}>
          <a href={`#${item.id}`} className="toc__link">
            {item.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Desktop table of contents (levels 2 to 3), highlighting the heading in view. */
export function TableOfContents({ items }: { items: TocItem[] }) {
  if (items.length === 0) return null;
  return (
    <nav className="toc toc--desktop" aria-label="On this page">
      <p className="toc__title">On this page</p>
      <TocList items={items} />
      <TocHighlighter ids={items.map((i) => i.id)} />
    </nav>
  );
}

/** The desktop table of contents in the page's right-hand column (a grid track of the page). */
export function TableOfContentsAside({ items }: { items: TocItem[] }) {
  return (
    <aside className="doc-toc">
      <TableOfContents items={items} />
    </aside>
  );
}

/** Collapsible table of contents shown above the article on narrow screens. */
export function TableOfContentsMobile({ items }: { items: TocItem[] }) {
  if (items.length === 0) return null;
  return (
    <details className="toc toc--mobile">
      <summary>On this page</summary>
      <nav aria-label="On this page (collapsible)">
        <TocList items={items} />
      </nav>
    </details>
  );
}
