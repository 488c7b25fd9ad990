import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nearTerms, sortedTerms } from '@/lib/search/engine/near-terms';
import { editDistance } from '@/lib/search/engine/query';
import { tokenize } from '@/lib/search/engine/tokenize';

/** Every string of these letters up to `length` long: a vocabulary where every prefix branches. */
function allStrings(letters: string, length: number): string[] {
  let level = [''];
  const out: string[] = [];
  for (let n = 0; n < length; n++) {
    level = level.flatMap((s) => [...letters].map((c) => s + c));
    out.push(...level);
  }
  return out;
}

/** The words of the docs' own text, as the index would hold them. */
function docsVocabulary(): string[] {
  const words = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.mdx')) tokenize(fs.readFileSync(file, 'utf8')).forEach((w) => words.add(w));
    }
  };
  walk('content/docs');
  return [...words];
}

/** What the walk must find: each term's distance from the word, one term at a time. */
function bruteForce(terms: string[], word: string, max: number): Map<number, number> {
  const near = new Map<number, number>();
  terms.forEach((term, i) => {
    const distance = editDistance(term, word, max);
    if (distance <= max) near.set(i, distance);
  });
  return near;
}

const VOCABULARIES = [
  { name: 'every string of a, b and c up to 5 letters', terms: allStrings('abc', 5), words: allStrings('abcd', 4) },
  {
    name: 'the docs’ own words',
    terms: docsVocabulary(),
    words: ['secrets', 'secerts', 'pipelne', 'jenkis', 'andriod', 'authentcation', 'screnshot', 'tset', 'a', 'xpaht'],
  },
];

describe('typo lookup over the sorted vocabulary', () => {
  for (const { name, terms, words } of VOCABULARIES) {
    it(`finds exactly the terms within each number of typos, with their distance: ${name}`, () => {
      const sorted = [...new Set(terms)].sort();
      const vocabulary = sortedTerms(sorted);
      expect(sorted.length).toBeGreaterThan(300);
      for (const word of words)
        for (const max of [0, 1, 2, 3]) {
          const found = [...nearTerms(vocabulary, word, max)].sort(([a], [b]) => a - b);
          expect(found, `${word}, ${max}`).toEqual([...bruteForce(sorted, word, max)]);
        }
    });
  }

  it('counts two swapped neighbours as one typo, as Algolia does', () => {
    const terms = ['android', 'andoid', 'antroid', 'secrets'];
    const found = nearTerms(sortedTerms([...terms].sort()), 'andriod', 1);
    const byTerm = new Map([...found].map(([i, d]) => [[...terms].sort()[i], d]));
    expect(byTerm).toEqual(new Map([['android', 1]]));
  });
});
