import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SITE_URL } from '../../lib/config/product';
import { expectedPage, readRelevanceFile, relevanceCases, RELEVANCE_SETS } from '../relevance/evaluate';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relevance-sets-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const p = path.join(dir, name);
  fs.writeFileSync(p, text);
  return p;
};

describe('relevance sets kept outside the repository', () => {
  it.each([
    '/docs/Testflux/CICD%20%26%20Integrations/cicd/',
    '/docs/Testflux/CICD & Integrations/cicd/',
    '/docs/Testflux/CICD & Integrations/cicd',
    '/docs/Testflux/CICD%20&%20Integrations/cicd.html',
    '/docs/Testflux/CICD & Integrations/cicd/index.html',
    `${SITE_URL}/docs/Testflux/CICD%20%26%20Integrations/cicd/#set-up`,
    '/docs//Testflux/CICD & Integrations/cicd/?q=1',
    'http://localhost:3000/docs/Testflux/CICD & Integrations/cicd/',
  ])('reads %s as the page the index holds', (written) => {
    expect(expectedPage(written)).toBe('/docs/Testflux/CICD%20%26%20Integrations/cicd/');
  });

  it('reads no page from an address on another site', () => {
    expect(expectedPage('https://docs.other.example/docs/Testflux/')).toBeNull();
  });

  it('reads JSON by its content, whatever the file is called, and keeps each query as written', () => {
    const text = '\uFEFF[{"query": "runner ", "expected": "/changelog/"}]';
    expect(readRelevanceFile(file('set.txt', text))).toEqual([{ query: 'runner ', expected: '/changelog/' }]);
    expect(readRelevanceFile(file('lines.tsv', 'runner \t/changelog/\r\n'))).toEqual([
      { query: 'runner ', expected: '/changelog/' },
    ]);
  });

  it('reads JSON and tab-separated sets alike', () => {
    const json = file(
      'set.json',
      JSON.stringify([{ query: 'cicd', expected: '/changelog/', kind: 'topic', note: 'kept' }]),
    );
    const tsv = file('set.tsv', '# query, page, kind\n\ncicd\t/changelog/\ttopic\n');
    expect(readRelevanceFile(json)).toEqual([{ query: 'cicd', expected: '/changelog/', kind: 'topic' }]);
    expect(readRelevanceFile(tsv)).toEqual(readRelevanceFile(json));
  });

  it.each([
    ['bad.json', '[{"query": "x",', 'bad.json: not JSON'],
    ['object.json', '{"query": "x"}', 'object.json: must be an array'],
    ['missing.json', '[{"query": "x", "expected": "/a/"}, {"query": "y"}]', 'missing.json: entry 2: field "expected"'],
    ['blank.json', '[{"query": "  ", "expected": "/a/"}]', 'blank.json: entry 1: field "query" is empty'],
    ['kind.json', '[{"query": "x", "expected": "/a/", "kind": " "}]', 'kind.json: entry 1: field "kind" is empty'],
    ['short.tsv', 'cicd\t/changelog/\nno page here\n', 'short.tsv:2: expected "query<TAB>expected page"'],
  ])('stops on a malformed set, naming the file, the entry and the field (%s)', (name, text, message) => {
    expect(() => readRelevanceFile(file(name, text))).toThrow(message);
  });

  // 40 at least: a later set loses half of the 90 its reviewer writes to overlap with earlier sets.
  it.each(RELEVANCE_SETS)('reads the committed set %s', (set) => {
    expect(relevanceCases(set).length).toBeGreaterThanOrEqual(40);
  });
});
