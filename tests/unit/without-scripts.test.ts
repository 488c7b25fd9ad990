import { describe, expect, it } from 'vitest';
import { pageScripts, withoutScripts } from '../../scripts/lib/first-load';

// Lighthouse's reference row: a page's markup and styles with nothing that runs or preloads a script.
const cases: { name: string; html: string; expected: string }[] = [
  {
    name: 'an external script',
    html: '<head><script src="/_next/static/chunks/a.js" async=""></script></head>',
    expected: '<head></head>',
  },
  {
    name: 'an inline payload over several lines',
    html: '<body><p>Text</p><script>self.__next_f.push([1,"<div>\n</div>"])</script></body>',
    expected: '<body><p>Text</p></body>',
  },
  {
    name: 'a script preload and a module preload',
    html: '<link rel="preload" as="script" fetchPriority="low" href="/a.js"/><link rel="modulepreload" href="/b.js">',
    expected: '',
  },
  {
    name: 'a noModule script, structured data and upper case',
    html: '<script src="/p.js" noModule=""></script><script type="application/ld+json">{"a":1}</script><SCRIPT>x()</SCRIPT><p>Kept</p>',
    expected: '<p>Kept</p>',
  },
  {
    name: 'a script preload whose "as" comes first',
    html: '<link as="script" rel="preload" href="/a.js"/><p>Kept</p>',
    expected: '<p>Kept</p>',
  },
  {
    name: 'a noscript element, kept',
    html: '<noscript><p>Turn on JavaScript</p></noscript>',
    expected: '<noscript><p>Turn on JavaScript</p></noscript>',
  },
  {
    name: 'styles, a font preload and text that names a script',
    html: '<link rel="stylesheet" href="/a.css"/><link rel="preload" as="font" href="/f.woff2"/><code>&lt;script&gt;</code>',
    expected:
      '<link rel="stylesheet" href="/a.css"/><link rel="preload" as="font" href="/f.woff2"/><code>&lt;script&gt;</code>',
  },
];

describe('withoutScripts', () => {
  it.each(cases)('$name', ({ html, expected }) => {
    expect(withoutScripts(html)).toBe(expected);
  });

  it('leaves nothing for pageScripts to find', () => {
    const html = cases.map((c) => c.html).join('');
    expect(pageScripts(html)).not.toEqual([]);
    expect(pageScripts(withoutScripts(html))).toEqual([]);
  });
});
