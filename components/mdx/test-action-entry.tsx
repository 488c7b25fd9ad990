import { Fragment } from 'react';
import { paramRequirement, sinceText } from '@/lib/content/test-actions';
import type { TestAction } from '@/lib/content/test-actions/schema';
import { CodeBlock } from './code-block';
import { Heading } from './heading';
import { InlineMarkdown } from './inline-markdown';

/** One action of the Test Actions reference: heading, summary, inputs table, output and example. */
export function TestActionEntry({ action }: { action: TestAction & { anchor: string } }) {
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
      {/* Focusable, as rehype-pretty-code makes every other block: a wide line scrolls by keys. */}
      <CodeBlock data-language="yaml" tabIndex={0}>
        <code data-language="yaml">
          {/* A newline between the lines, as the site's other code blocks have: the grid draws
              them apart, and text read without layout (copy, crawlers) keeps them apart too. */}
          {action.example.split('\n').map((line, i) => (
            <Fragment key={i}>
              {i > 0 ? '\n' : null}
              <span data-line="">{line || ' '}</span>
            </Fragment>
          ))}
        </code>
      </CodeBlock>
    </>
  );
}
