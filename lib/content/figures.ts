import fs from 'node:fs';
import path from 'node:path';
import { FIGURE_NAME, figureProblems } from './figure-rules';

const FIGURES_DIR = path.join(/* turbopackIgnore: true */ process.cwd(), 'content', 'figures');
const sources = new Map<string, string>();

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The checked source of content/figures/<name>.svg; `where` names the caller in an error. */
function figureSource(name: string, where: string): string {
  if (!FIGURE_NAME.test(name)) throw new Error(`${where}: "name" must be the kebab-case file name of a figure`);
  let source = sources.get(name);
  if (source === undefined) {
    const file = path.join(FIGURES_DIR, `${name}.svg`);
    if (!fs.existsSync(file)) throw new Error(`${where}: content/figures/${name}.svg does not exist`);
    source = fs.readFileSync(file, 'utf8').trim();
    const problems = figureProblems(name, source);
    if (problems.length) throw new Error(`${where}: content/figures/${name}.svg ${problems.join('; ')}`);
    sources.set(name, source);
  }
  return source;
}

/**
 * The SVG markup of content/figures/<name>.svg, checked against the figure contract, with the
 * attributes that make it an accessible image. Runs at build time; any problem stops the
 * build with an error that names the figure.
 */
export function figureMarkup(name: string, alt: string): string {
  const where = `<Diagram name="${name}">`;
  const source = figureSource(name, where);
  if (!alt?.trim()) throw new Error(`${where}: "alt" is required (a sentence describing what the figure shows)`);
  return source.replace(
    /^<svg\b/,
    `<svg class="figure-svg" role="img" aria-label="${escapeAttribute(alt.trim())}" focusable="false"`,
  );
}

/** A region of a figure, in its own units: [x, y, width, height], as a viewBox has them. */
export type FigureRegion = readonly [x: number, y: number, width: number, height: number];

/**
 * One region of a figure, drawn on its own (its viewBox narrowed to the region) and hidden from
 * assistive technology: a detail that repeats part of a figure named elsewhere, for a screen too
 * narrow to read the whole. A region outside the figure stops the build.
 */
export function figureDetail(name: string, [x, y, width, height]: FigureRegion): string {
  const where = `figureDetail("${name}")`;
  const source = figureSource(name, where);
  const box = /^<svg\b[^>]*\bviewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/.exec(source);
  if (!box) throw new Error(`${where}: content/figures/${name}.svg has no viewBox from 0 0`);
  if (x < 0 || y < 0 || width <= 0 || height <= 0 || x + width > Number(box[1]) || y + height > Number(box[2]))
    throw new Error(
      `${where}: the region ${x} ${y} ${width} ${height} is not inside the figure's ${box[1]} × ${box[2]}`,
    );
  return source
    .replace(/\bviewBox="[^"]*"/, `viewBox="${x} ${y} ${width} ${height}"`)
    .replace(/^<svg\b/, '<svg class="figure-svg" aria-hidden="true" focusable="false"');
}
