import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { figureMarkup } from '@/lib/content/figures';
import { figureProblems } from '@/lib/content/figure-rules';

const dir = path.resolve(__dirname, '../../content/figures');
const figures = fs.readdirSync(dir).filter((f) => f.endsWith('.svg'));

describe('figureMarkup (the build-time half of <Diagram>)', () => {
  const name = path.basename(figures[0], '.svg');

  it('inlines the figure as an image named by its alt text', () => {
    const svg = figureMarkup(name, 'A "quoted" <alt>');
    expect(svg).toMatch(/^<svg class="figure-svg" role="img" aria-label="A &quot;quoted&quot; &lt;alt&gt;"/);
  });
  it('stops on a missing alt text, naming the figure', () => {
    expect(() => figureMarkup(name, ' ')).toThrow(`<Diagram name="${name}">: "alt" is required`);
  });
  it('stops on a missing file, naming it', () => {
    expect(() => figureMarkup('no-such-figure', 'Alt')).toThrow('content/figures/no-such-figure.svg does not exist');
  });
  it('refuses names that are not plain file names', () => {
    expect(() => figureMarkup('../secrets', 'Alt')).toThrow('kebab-case');
  });
});

describe('every figure in content/figures keeps the contract', () => {
  it.each(figures)('%s', (file) => {
    expect(figureProblems(path.basename(file, '.svg'), fs.readFileSync(path.join(dir, file), 'utf8'))).toEqual([]);
  });
});
