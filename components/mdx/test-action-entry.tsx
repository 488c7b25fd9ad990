import { Fragment, type CSSProperties } from 'react';
import { CODE_THEME_NAMES, highlightLines } from '@/lib/content/code-highlight';
import { paramRequirement, sinceText } from '@/lib/content/test-actions';
import type { TestAction } from '@/lib/content/test-actions/schema';
import { CodeBlock } from './code-block';
import { Heading } from './heading';
import { InlineMarkdown } from './inline-markdown';

/**
 * One action of the Test Actions reference: heading, summary, inputs table, output and example,
 * whose lines are coloured at build time (`highlightLines`), in the markup of the MDX bodies'
 * code blocks: the page ships no highlighter.
 */
export function TestActionEntry({ action }: { action: TestAction & { anchor: string } }) {
  const example = highlightLines(action.example, 'yaml');
  return (
    <>
      <Heading as="h3" id={action.anchor}>
        {action.name}
      </Heading>
      <p>
        <InlineMarkdown text={action.summary} />
        {action.since ? ` ${sinceText(action.since)}` : null}
      </p>
      {action.params.length ? (
        <div className="table-wrapper" tabIndex={0} role="region" aria-label={`${action.name} inputs`}>
          <table>
            <thead>
              <tr>
                <th scope="col">Key</th>
                <th scope="col">Type and default</th>
                <th scope="col">Description</th>
              </tr>
            </thead>
            <tbody>
              {action.params.map((p) => (
                <tr key={p.key}>
                  <td>
                    <code>{p.key}</code>
                    <br />
                    <strong>{p.label}</strong>
                  </td>
                  <td>
                    {p.type}
                    <br />
                    <InlineMarkdown text={paramRequirement(p)} />
                  </td>
                  <td>
                    <InlineMarkdown text={p.description} />
                    {p.options ? (
                      <>
                        {' '}
                        One of <InlineMarkdown text={p.options.map((o) => `\`${o}\``).join(', ')} />.
                      </>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>No inputs.</p>
      )}
      {action.output ? (
        <p>
          <strong>Save result as</strong> (<code>saveAs</code>): <InlineMarkdown text={action.output} />
        </p>
      ) : null}
      <figure data-rehype-pretty-code-figure="">
        {/* Focusable, as rehype-pretty-code makes every other block: a wide line scrolls by keys. */}
        <CodeBlock data-language="yaml" data-theme={CODE_THEME_NAMES} tabIndex={0}>
          <code data-language="yaml" data-theme={CODE_THEME_NAMES}>
            {/* A newline between the lines, as the site's other code blocks have: the grid draws
                them apart, and text read without layout (copy, crawlers) keeps them apart too. */}
            {example.map((tokens, i) => (
              <Fragment key={i}>
                {i > 0 ? '\n' : null}
                <span data-line="">
                  {tokens.length
                    ? tokens.map((token, j) => (
                        <span key={j} style={token.style as CSSProperties}>
                          {token.content}
                        </span>
                      ))
                    : ' '}
                </span>
              </Fragment>
            ))}
          </code>
        </CodeBlock>
      </figure>
    </>
  );
}
