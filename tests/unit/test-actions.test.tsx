import fs from 'node:fs';
import path from 'node:path';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TestActionsReference } from '@/components/mdx/test-actions-reference';
import { paramRequirement, TEST_ACTION_LIBRARIES, testActionsToc } from '@/lib/content/test-actions';
import { browser } from '@/lib/content/test-actions/browser';
import { math } from '@/lib/content/test-actions/math';
import { mobile } from '@/lib/content/test-actions/mobile';
import { parseTestActions, type TestActionLibraryInput } from '@/lib/content/test-actions/schema';
import { extractToc } from '@/lib/content/toc';

/** The reference as the build renders it, to static markup, parsed. */
function renderedReference(): Root {
  return fromHtml(renderToStaticMarkup(<TestActionsReference />), { fragment: true });
}

/** A custom property of an element's inline style ("--shiki-light"), or undefined. */
function styleProperty(element: Element, name: string): string | undefined {
  const match = new RegExp(`(?:^|;)\\s*${name}:\\s*([^;]+)`).exec(String(element.properties.style ?? ''));
  return match?.[1].trim();
}

/** A copy of the Browser library with one action changed. */
function browserWith(name: string, change: (action: Record<string, unknown>) => void): TestActionLibraryInput {
  const copy = structuredClone(browser);
  const action = copy.actions.find((a) => a.name === name);
  if (!action) throw new Error(`no action ${name}`);
  change(action as unknown as Record<string, unknown>);
  return copy;
}

describe('Test Actions data', () => {
  it('validates and covers all five libraries, then the mobile app actions, which are in none', () => {
    expect(TEST_ACTION_LIBRARIES.map((l) => [l.heading, l.library])).toEqual([
      ['Browser library', true],
      ['Email library', true],
      ['Excel library', true],
      ['File library', true],
      ['Math library', true],
      ['Mobile app actions', false],
    ]);
    for (const lib of TEST_ACTION_LIBRARIES) expect(lib.actions.length).toBeGreaterThan(5);
  });

  it.each(['browser', 'email', 'excel', 'file', 'math'])('lists every action the %s library page names', (id) => {
    const mdx = fs.readFileSync(path.join('content/docs/Testflux/Test Actions', `${id}.mdx`), 'utf8');
    const named = [...mdx.matchAll(/^\| ((?:\*\*[^*]+\*\*(?:, | \/ )?)+) \|/gm)].flatMap((m) =>
      [...m[1].matchAll(/\*\*([^*]+)\*\*/g)].map((n) => n[1]),
    );
    expect(named.length).toBeGreaterThan(5);
    const lib = TEST_ACTION_LIBRARIES.find((l) => l.id === id);
    expect(lib?.actions.map((a) => a.name)).toEqual(expect.arrayContaining(named));
  });

  it('names the action and the field of a bad entry', () => {
    const bad = browserWith('Type Text', (a) => {
      (a.params as Record<string, unknown>[])[1].default = 'hello';
    });
    expect(() => parseTestActions([bad])).toThrow(
      'Browser > Type Text: params[1].default: a required input cannot have a default',
    );
  });

  it('rejects a Choice default that is not an option, and a missing field', () => {
    const bad = browserWith('Select Option', (a) => {
      (a.params as Record<string, unknown>[])[2].default = 'text';
      delete a.summary;
    });
    const run = () => parseTestActions([bad]);
    expect(run).toThrow('Browser > Select Option: params[2].default: "text" is not one of the options');
    expect(run).toThrow('Browser > Select Option: summary:');
  });

  it('rejects an example that uses a key the action does not have', () => {
    const bad = browserWith('Click', (a) => {
      a.example = '- action: Click\n  element: Login.signIn\n  value: twice';
    });
    expect(() => parseTestActions([bad])).toThrow(
      'Browser > Click: example: uses the key "value", which this action does not have',
    );
  });

  it.each([
    [browser, math, 'Math > Navigate to URL: name: also an action of the Browser library'],
    [browser, mobile, 'Mobile app > Navigate to URL: name: also an action of the Browser library'],
    [mobile, math, 'Math > Launch App: name: also one of the Mobile app actions'],
  ])('rejects an action name used twice: %#', (first, second, message) => {
    const copy = structuredClone(second);
    copy.actions.push(structuredClone(first.actions[0]));
    expect(() => parseTestActions([first, copy])).toThrow(message);
  });
});

describe('Mobile app actions', () => {
  const set = TEST_ACTION_LIBRARIES.find((l) => l.id === 'mobile')!;
  const actionNamed = (name: string) => set.actions.find((a) => a.name === name);

  // Each input as "key: Type and default", and whether Save result as applies; the defaults are
  // the ones the Mobile Testing pages describe (a case starts launched and on native screens).
  it.each([
    ['Launch App', ['restart: Default off (`false`)', 'activity: Optional, no default'], false],
    ['Close App', [], false],
    ['Reset App', ['launch: Default on (`true`)'], false],
    ['Open Deep Link', ['url: **Required**'], false],
    ['Switch to WebView', ['which: Default `first`', 'value: Optional, no default'], false],
    ['Switch to Native', [], false],
    ['Accept Alert', ['button: Optional, no default'], true],
    ['Dismiss Alert', ['button: Optional, no default'], true],
  ])('%s: inputs %j, output %s', (name, inputs, output) => {
    const action = actionNamed(name);
    expect(action).toBeDefined();
    expect(action!.params.map((p) => `${p.key}: ${paramRequirement(p)}`)).toEqual(inputs);
    expect(Boolean(action!.output)).toBe(output);
  });

  it('lists exactly the actions of the table above, in that order', () => {
    expect(set.actions.map((a) => a.name)).toEqual([
      'Launch App',
      'Close App',
      'Reset App',
      'Open Deep Link',
      'Switch to WebView',
      'Switch to Native',
      'Accept Alert',
      'Dismiss Alert',
    ]);
  });

  // Where a Mobile Testing page first names an action, the name links to its reference entry.
  it.each([
    ['mobile-testing', set.actions.map((a) => a.name)],
    [
      'android',
      [
        'Accept Alert',
        'Dismiss Alert',
        'Reset App',
        'Launch App',
        'Open Deep Link',
        'Switch to WebView',
        'Switch to Native',
      ],
    ],
    ['ios', ['Accept Alert', 'Dismiss Alert', 'Reset App', 'Open Deep Link', 'Switch to WebView', 'Switch to Native']],
    ['devices', ['Reset App']],
  ])('%s.mdx links the first mention of each action it names', (page, names) => {
    const mdx = fs.readFileSync(path.join('content/docs/Testflux/Mobile Testing', `${page}.mdx`), 'utf8');
    const body = mdx.slice(mdx.indexOf('\n---', 3));
    for (const name of names) {
      const first = body.search(new RegExp(`\\*\\*${name}\\*\\*|\\| ${name} \\|`));
      expect(first, `${page}.mdx names ${name}`).toBeGreaterThan(0);
      const link = `[**${name}**](/docs/Testflux/Test%20Actions/reference/#${actionNamed(name)!.anchor})`;
      expect(body.slice(first - 1, first - 1 + link.length), `${page}.mdx: first ${name}`).toBe(link);
    }
  });
});

describe('Test Actions headings', () => {
  it('puts the component headings where the component stands, with unique ids', () => {
    const toc = extractToc('## Intro\n\n<TestActionsReference />\n\n## Intro', {
      TestActionsReference: testActionsToc(),
    });
    expect(toc[0]).toEqual({ id: 'intro', text: 'Intro', level: 2 });
    expect(toc[1]).toEqual({ id: 'browser-library', text: 'Browser library', level: 2 });
    expect(toc.at(-1)).toEqual({ id: 'intro-1', text: 'Intro', level: 2 });
    const ids = toc.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('renders headings with the ids the table of contents links to', () => {
    const container = renderedReference();
    const rendered = selectAll('h2, h3', container).map((h) => h.properties.id);
    expect(rendered).toEqual(testActionsToc().map((t) => t.id));
    expect(toString(select('#type-text + p', container)!)).toContain('character by character');
    expect(select('#mobile-app-actions + p a', container)?.properties.href).toBe(
      '/docs/Testflux/Mobile%20Testing/mobile-testing/',
    );
    expect(toString(select('#switch-to-webview + p', container)!)).toContain('isInspectable');
  });

  it('keeps each example’s lines apart in its text, not only in its layout', () => {
    const container = renderedReference();
    const examples = selectAll('code[data-language="yaml"]', container).map((c) => toString(c));
    const written = TEST_ACTION_LIBRARIES.flatMap((library) => library.actions.map((action) => action.example));
    expect(examples).toEqual(written);
  });

  it('colours every example as the MDX code blocks are: both themes on each token, a key apart from its value', () => {
    const container = renderedReference();
    const blocks = selectAll('figure[data-rehype-pretty-code-figure] code[data-theme]', container);
    expect(blocks).toHaveLength(TEST_ACTION_LIBRARIES.reduce((n, library) => n + library.actions.length, 0));
    for (const code of blocks) {
      const tokens = selectAll('[data-line] > span', code);
      expect(tokens.length).toBeGreaterThan(0);
      for (const token of tokens) {
        expect(styleProperty(token, '--shiki-light')).toMatch(/^#[0-9A-F]{6}$/i);
        expect(styleProperty(token, '--shiki-dark')).toMatch(/^#[0-9A-F]{6}$/i);
      }
      const colourOf = (text: string) => {
        const token = tokens.find((t) => toString(t) === text);
        return token && styleProperty(token, '--shiki-light');
      };
      expect(colourOf('action')).toBeDefined();
      expect(colourOf('action')).not.toBe(colourOf(': '));
    }
  });
});
