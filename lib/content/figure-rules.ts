// The figure contract for content/figures/<name>.svg (see the Diagram component). Colours
// come only from the classes below, which the site's stylesheet maps to the light and dark
// theme, so one hand-written SVG serves both. The source-level content check and the build
// share these rules.

/** The only classes a figure may use. */
export const FIGURE_CLASSES = [
  'f-canvas',
  'f-box',
  'f-accent',
  'f-ok',
  'f-warn',
  'f-bad',
  'f-info',
  'f-line',
  'f-text',
  'f-muted',
  'f-strong',
  'f-arrowhead',
];

export const FIGURE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const FIGURE_MAX_BYTES = 12 * 1024;
// Readable on a 390 px phone when an 800-wide figure is scaled down; the zoom shows full size.
const MIN_FONT = 13;
const MAX_FONT = 18;
const COLOUR_ATTRS = /\s(fill|stroke|stop-color|color|flood-color|lighting-color)="([^"]*)"/g;

/**
 * Every way `source` (the SVG text) breaks the contract, as short sentences (empty when it is
 * fine). `name` is the figure name, which prefixes every id.
 */
export function figureProblems(name: string, source: string): string[] {
  const problems: string[] = [];
  const root = source.match(/^\s*<svg\b[^>]*>/);
  if (!root) return ['must start with an <svg> element'];
  const viewBox = root[0].match(/\sviewBox="0 0 ([\d.]+) ([\d.]+)"/);
  if (!viewBox) problems.push('the root <svg> needs viewBox="0 0 W H"');
  if (/\s(width|height)=/.test(root[0])) problems.push('the root <svg> must not set width or height');
  if (!/\sxmlns="http:\/\/www\.w3\.org\/2000\/svg"/.test(root[0])) problems.push('the root <svg> needs xmlns');
  const bytes = Buffer.byteLength(source);
  if (bytes > FIGURE_MAX_BYTES) problems.push(`is ${bytes} bytes, over the ${FIGURE_MAX_BYTES}-byte limit`);
  // Attributes are read from the tags only: text content may quote markup, as a label.
  const tags = (source.match(/<[^>]*>/g) ?? []).join('\n');
  if (/<(title|desc)\b/.test(source)) problems.push('has <title> or <desc>; the alt text is given in the MDX');
  if (/\sstyle=|<style\b/.test(tags)) problems.push('uses style; colour through the f-* classes');
  if (/font-family/.test(tags)) problems.push('sets font-family; text inherits the page font');
  if (/<(script|foreignObject|image|use)\b|\son[a-z]+=|href=/i.test(tags))
    problems.push('holds scripts, event handlers, links, <image>, <use> or <foreignObject>');
  for (const [, attr, value] of tags.matchAll(COLOUR_ATTRS)) {
    if (value !== 'none') problems.push(`sets ${attr}="${value}"; colour through the f-* classes`);
  }
  for (const [, list] of tags.matchAll(/\sclass="([^"]*)"/g)) {
    for (const cls of list.split(/\s+/).filter(Boolean))
      if (!FIGURE_CLASSES.includes(cls)) problems.push(`uses class "${cls}", which is not in the palette`);
  }
  for (const [, id] of tags.matchAll(/\sid="([^"]*)"/g)) {
    if (!id.startsWith(`${name}-`)) problems.push(`id "${id}" must start with "${name}-"`);
  }
  const scale = viewBox ? Number(viewBox[1]) / 800 : 1;
  for (const [, size] of tags.matchAll(/\sfont-size="([\d.]+)"/g)) {
    const n = Number(size) / scale;
    if (n < MIN_FONT || n > MAX_FONT)
      problems.push(`font-size ${size} is outside ${MIN_FONT} to ${MAX_FONT} (per 800 units of width)`);
  }
  return [...new Set(problems)];
}
