import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { figureDetail, figureMarkup } from '@/lib/content/figures';
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

describe('figureDetail (a region of a figure, drawn on its own)', () => {
  it('narrows the viewBox to the region and hides the repeat from assistive technology', () => {
    const svg = figureDetail('studio-overview', [138, 44, 338, 370]);
    expect(svg).toMatch(/^<svg class="figure-svg" aria-hidden="true" focusable="false"/);
    expect(svg).toContain('viewBox="138 44 338 370"');
    expect(svg).not.toContain('role="img"');
  });
  it.each([[[-1, 0, 10, 10]], [[0, 0, 721, 10]], [[600, 400, 200, 50]], [[0, 0, 0, 10]]] as const)(
    'stops on a region outside the figure: %j',
    (region) => {
      expect(() => figureDetail('studio-overview', region)).toThrow("is not inside the figure's 720 × 440");
    },
  );
});

describe('every figure in content/figures keeps the contract', () => {
  it.each(figures)('%s', (file) => {
    expect(figureProblems(path.basename(file, '.svg'), fs.readFileSync(path.join(dir, file), 'utf8'))).toEqual([]);
  });
});
