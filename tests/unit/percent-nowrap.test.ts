import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { describe, expect, it } from 'vitest';
import { NOWRAP_CLASS, rehypePercentNowrap } from '@/lib/content/percent-nowrap';

const text = (value: string): ElementContent => ({ type: 'text', value });
const element = (tagName: string, ...children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties: {},
  children,
});

/** The node as text, with each nowrap span in [brackets] and other elements as <tag>…</tag>. */
function show(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return '';
  if (node.tagName === 'span') {
    expect(node.properties.className).toEqual([NOWRAP_CLASS]);
    return `[${toString(node)}]`;
  }
  return `<${node.tagName}>${node.children.map(show).join('')}</${node.tagName}>`;
}

/** Runs the plugin on one paragraph and shows what it holds. */
function run(...children: ElementContent[]): string {
  const p = element('p', ...children);
  rehypePercentNowrap()({ type: 'root', children: [p] } satisfies Root);
  return p.children.map(show).join('');
}

describe('rehypePercentNowrap', () => {
  it.each([
    ['The default tolerance is 0.1 % of pixels.', 'The default tolerance is [0.1 %] of pixels.'],
    ['from 0 % to 10 %', 'from [0 %] to [10 %]'],
    ['31 %', '[31 %]'],
    ['zoom to 200 %, then 400 %.', 'zoom to [200 %], then [400 %].'],
    ['1,5 % in German', '[1,5 %] in German'],
    ['a rise of 1,000,000 %', 'a rise of [1,000,000 %]'],
    ['broken across source lines: 0.1\n% of pixels', 'broken across source lines: [0.1\n%] of pixels'],
  ])('keeps the number and its sign together in %j', (value, expected) => {
    expect(run(text(value))).toBe(expected);
  });

  it.each(['no numbers here', '10% with no space', 'a % sign alone', '1,5'])('leaves %j as it is', (value) => {
    expect(run(text(value))).toBe(value);
  });

  it('goes on after a split to the next node, and into marks', () => {
    expect(run(text('5 % and '), element('strong', text('6 %')), text(' or 7 %'))).toBe(
      '[5 %] and <strong>[6 %]</strong> or [7 %]',
    );
  });

  it.each([
    ['code', element('code', text('width: 50 %'))],
    ['pre', element('pre', element('code', text('scale 50 %')))],
  ])('leaves %s as written', (_name, node) => {
    expect(run(node, text(' and 50 %'))).toBe(`${show(node)} and [50 %]`);
  });

  it('leaves <code> written as JSX in MDX as written', () => {
    const jsx = { type: 'mdxJsxTextElement', name: 'code', attributes: [], children: [text('50 %')] };
    const p = element('p', jsx as unknown as ElementContent, text(' and 50 %'));
    rehypePercentNowrap()({ type: 'root', children: [p] });
    expect(p.children[0]).toBe(jsx);
    expect((p.children[0] as unknown as { children: ElementContent[] }).children).toEqual([text('50 %')]);
    expect(p.children.slice(1).map(show).join('')).toBe(' and [50 %]');
  });
});
