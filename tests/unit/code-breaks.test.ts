import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { describe, expect, it } from 'vitest';
import { rehypeCodeBreaks } from '@/lib/content/code-breaks';

/** Inline code as rehype-pretty-code renders it. */
const inline = (code: string) =>
  `<p><span data-rehype-pretty-code-figure=""><code data-language="plaintext"><span data-line=""><span>${code}</span></span></code></span></p>`;

describe('breaks in long inline code', () => {
  it.each([
    ['a long identifier, after each run of separators', inline('net::ERR_NAME_NOT_RESOLVED'), 4],
    ['a long address', inline('https://status.testflux.example'), 3],
    ['not short code', inline('--project'), 0],
    ['not code whose words are short', inline('tfx run --suite "Nightly regression"'), 0],
    ['the long word of code with spaces', inline('--browser chrome|edge|firefox|webkit'), 3],
    ['not a code block', '<pre><code><span data-line="">net::ERR_NAME_NOT_RESOLVED</span></code></pre>', 0],
  ])('%s', (_name, html, breaks) => {
    const tree = fromHtml(html, { fragment: true });
    const text = toString(tree);
    rehypeCodeBreaks()(tree);
    expect(selectAll('wbr', tree)).toHaveLength(breaks);
    // Only break opportunities are added: the code reads, copies and is indexed as written.
    expect(toString(tree)).toBe(text);
  });
});
