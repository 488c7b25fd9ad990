// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestActionsReference } from '@/components/mdx/test-actions-reference';
import { TEST_ACTION_LIBRARIES, testActionsToc } from '@/lib/content/test-actions';
import { browser } from '@/lib/content/test-actions/browser';
import { math } from '@/lib/content/test-actions/math';
import { parseTestActions, type TestActionLibraryInput } from '@/lib/content/test-actions/schema';
import { extractToc } from '@/lib/content/toc';

afterEach(cleanup);

/** A copy of the Browser library with one action changed. */
function browserWith(name: string, change: (action: Record<string, unknown>) => void): TestActionLibraryInput {
  const copy = structuredClone(browser);
  const action = copy.actions.find((a) => a.name === name);
  if (!action) throw new Error(`no action ${name}`);
  change(action as unknown as Record<string, unknown>);
  return copy;
}

describe('Test Actions data', () => {
  it('validates and covers all five libraries', () => {
    expect(TEST_ACTION_LIBRARIES.map((l) => l.name)).toEqual(['Browser', 'Email', 'Excel', 'File', 'Math']);
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

  it('rejects an action name used by two libraries', () => {
    const copy = structuredClone(math);
    copy.actions.push(structuredClone(browser.actions[0]));
    expect(() => parseTestActions([browser, copy])).toThrow(
      'Math > Navigate to URL: name: also an action of the Browser library',
    );
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
    const { container } = render(<TestActionsReference />);
    const rendered = [...container.querySelectorAll('h2, h3')].map((h) => h.id);
    expect(rendered).toEqual(testActionsToc().map((t) => t.id));
    expect(container.querySelector('#type-text + p')?.textContent).toContain('character by character');
  });
});
