import fs from 'node:fs';
import path from 'node:path';
import { FIGURE_NAME, figureProblems } from './figure-rules';

const FIGURES_DIR = path.join(/* turbopackIgnore: true */ process.cwd(), 'content', 'figures');
const sources = new Map<string, string>();

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The SVG markup of content/figures/<name>.svg, checked against the figure contract, with the
 * attributes that make it an accessible image. Runs at build time; any problem stops the
 * build with an error that names the figure.
 */
export function figureMarkup(name: string, alt: string): string {
  const where = `<Diagram name="${name}">`;
  if (!FIGURE_NAME.test(name)) throw new Error(`${where}: "name" must be the kebab-case file name of a figure`);
  if (!alt?.trim()) throw new Error(`${where}: "alt" is required (a sentence describing what the figure shows)`);
  let source = sources.get(name);
  if (source === undefined) {
    const file = path.join(FIGURES_DIR, `${name}.svg`);
    if (!fs.existsSync(file)) throw new Error(`${where}: content/figures/${name}.svg does not exist`);
    source = fs.readFileSync(file, 'utf8').trim();
    const problems = figureProblems(name, source);
    if (problems.length) throw new Error(`${where}: content/figures/${name}.svg ${problems.join('; ')}`);
    sources.set(name, source);
  }
  return source.replace(
    /^<svg\b/,
    `<svg class="figure-svg" role="img" aria-label="${escapeAttribute(alt.trim())}" focusable="false"`,
  );
}
