import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { describe, expect, it } from 'vitest';
import { rehypeNumberUnits } from '@/lib/content/number-units';

const text = (value: string): ElementContent => ({ type: 'text', value });
const code = (value: string): ElementContent => ({
  type: 'element',
  tagName: 'code',
  properties: {},
  children: [text(value)],
});

/** Runs the plugin on one paragraph: its text, with each nowrap span in [brackets] and code in `backticks`. */
function run(...children: ElementContent[]): string {
  const p: Element = { type: 'element', tagName: 'p', properties: {}, children };
  const tree: Root = { type: 'root', children: [p] };
  rehypeNumberUnits()(tree);
  return p.children
    .map((c) => {
      if (c.type === 'text') return c.value;
      if (c.type === 'element' && c.tagName === 'code') return `\`${toString(c)}\``;
      expect(c).toMatchObject({ tagName: 'span', properties: { className: ['nowrap'] } });
      return `[${toString(c)}]`;
    })
    .join('');
}

describe('rehypeNumberUnits', () => {
  it.each([
    ['The default tolerance is 0.1 % of pixels.', 'The default tolerance is [0.1 %] of pixels.'],
    ['from 0 % to 10 %', 'from [0 %] to [10 %]'],
    ['31 %', '[31 %]'],
    ['zoom to 200 %, then 400 %.', 'zoom to [200 %], then [400 %].'],
  ])('keeps the number and its sign together in %j', (value, expected) => {
    expect(run(text(value))).toBe(expected);
  });

  it.each(['no numbers here', '10% with no space', 'a % sign alone', '1,5'])('leaves %j as it is', (value) => {
    expect(run(text(value))).toBe(value);
  });

  it('leaves code as written', () => {
    expect(run(code('width: 50 %'), text(' and 50 %'))).toBe('`width: 50 %` and [50 %]');
  });
});
