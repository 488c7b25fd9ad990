import { Children, isValidElement, type ReactNode } from 'react';

/** The text of a heading's children, inline code and other marks included ("Use `tfx run`"). */
function textOf(node: ReactNode): string {
  return Children.toArray(node)
    .map((c) => {
      if (typeof c === 'string' || typeof c === 'number') return String(c);
      return isValidElement<{ children?: ReactNode }>(c) ? textOf(c.props.children) : '';
    })
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
