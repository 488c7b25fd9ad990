import { Children, type ReactNode } from 'react';

function textOf(node: ReactNode): string {
  return Children.toArray(node)
    .map((c) => (typeof c === 'string' || typeof c === 'number' ? String(c) : ''))
    .join('');
}

/** An article heading with its stable id (github-slugger) and a hover anchor link. */
export function Heading({ as: Tag, id, children }: { as: 'h2' | 'h3' | 'h4'; id?: string; children?: ReactNode }) {
  if (!id) return <Tag>{children}</Tag>;
  const text = textOf(children);
  return (
    <Tag id={id} className="anchor-heading">
      {children}
      <a
        className="hash-link"
        href={`#${id}`}
        aria-label={text ? `Direct link to ${text}` : 'Direct link to this heading'}
      >
        #
      </a>
    </Tag>
  );
}
