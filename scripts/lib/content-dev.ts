// The content side of `npm run dev`. contentlayer2 dev rewrites (deletes, then writes) every
// generated file on each save, all 293 of them, and next dev then recompiles whatever imports
// them. So next dev reads a mirror instead (.cache/content-dev/generated, through a
// Turbopack alias set in next.config.ts), and after each generation only the files whose
// bytes changed are copied into it, each by an atomic rename: one edited article changes
// one JSON module. The mirror's index.mjs also exports `contentErrors`, the problems
// contentlayer reported for the last save, which a dev-only banner shows in the browser.
import fs from 'node:fs';
import path from 'node:path';
import { listFiles } from './files';
import type { ContentError } from '../../lib/content/dev-errors';

export const GENERATED = path.resolve('.contentlayer/generated');
export const MIRROR = path.resolve('.cache/content-dev');

/**
 * The problems in one contentlayer error report, e.g.
 *   • "docs/A/b.mdx" of type "Doc" has the following incompatible fields:
 *     • sidebar_position: "four"
 * or "... is missing the following required fields:" followed by "• title: string".
 */
export function parseContentErrors(report: string): ContentError[] {
  const errors: ContentError[] = [];
  let current: ContentError | null = null;
  for (const line of report.split('\n')) {
    const file = line.match(/^\s*• "([^"]+)"(.*)$/);
    if (file) {
      const problem = /missing/.test(file[2]) ? 'missing' : /extra/.test(file[2]) ? 'not in the schema' : 'invalid';
      current = { file: `content/${file[1]}`, problem, fields: [] };
      errors.push(current);
      continue;
    }
    const field = line.match(/^\s+• ([^:\s]+)(?::\s*(.*))?$/);
    if (field && current) current.fields.push(field[2] ? `${field[1]}: ${field[2].trim()}` : field[1]);
  }
  if (errors.length === 0 && report.trim()) {
    // A report of another shape (a YAML syntax error, an MDX compile error): keep its text.
    const file = report.match(/"((?:docs|blog|pages|changelog)\/[^"]+)"/)?.[1];
    errors.push({
      file: file ? `content/${file}` : 'content/',
      problem: 'invalid',
      fields: [],
      message: report.trim(),
    });
  }
  return errors;
}

function writeIfChanged(file: string, data: Buffer): boolean {
  try {
    if (fs.readFileSync(file).equals(data)) return false;
  } catch {
    // new file
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, data);
  fs.renameSync(tmp, file);
  return true;
}

/** Copies the changed generated files into the mirror; returns how many changed. */
export function syncMirror(errors: ContentError[]): number {
  const target = path.join(MIRROR, 'generated');
  if (!fs.existsSync(GENERATED)) return 0;
  const sources = listFiles(GENERATED);
  let changed = 0;
  for (const src of sources) {
    const rel = path.relative(GENERATED, src);
    let data = fs.readFileSync(src);
    if (rel === 'index.mjs') data = Buffer.concat([data, Buffer.from(errorsExport(errors))]);
    if (writeIfChanged(path.join(target, rel), data)) changed++;
  }
  const kept = new Set(sources.map((s) => path.relative(GENERATED, s)));
  for (const file of fs.existsSync(target) ? listFiles(target) : []) {
    if (!kept.has(path.relative(target, file))) fs.rmSync(file);
  }
  return changed;
}

/** Rewrites only the mirror's index.mjs with the current problems. */
export function publishErrors(errors: ContentError[]): void {
  const index = path.join(MIRROR, 'generated/index.mjs');
  const source = path.join(GENERATED, 'index.mjs');
  if (fs.existsSync(source))
    writeIfChanged(index, Buffer.concat([fs.readFileSync(source), Buffer.from(errorsExport(errors))]));
}

const errorsExport = (errors: ContentError[]) =>
  `\n// Added by npm run dev (scripts/lib/content-dev.ts)\nexport const contentErrors = ${JSON.stringify(errors)}\n`;
