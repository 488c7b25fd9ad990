// Link check over the built export: every internal link, image and #anchor in every HTML
// page must resolve to a file (and an element id) in out/. Exits 1 listing what is broken.
import fs from 'node:fs';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';
import { listFiles } from './lib/files';

const OUT = path.resolve(process.argv[2] ?? 'out');
const ORIGIN = 'https://link-check.invalid';

const htmlFiles = (dir: string) =>
  listFiles(dir, (name) => name === '_next' || name === '_not-found').filter((f) => f.endsWith('.html'));

/** URL path of an exported HTML file: out/a b/index.html -> /a b/ (decoded). */
function pagePath(file: string): string {
  const rel = path.relative(OUT, file).split(path.sep).join('/');
  return '/' + rel.replace(/(^|\/)index\.html$/, '$1');
}

const idCache = new Map<string, Set<string>>();
function idsOf(file: string): Set<string> {
  if (!idCache.has(file)) {
    const tree = fromHtml(fs.readFileSync(file, 'utf8'));
    idCache.set(file, new Set(selectAll('[id]', tree).map((el) => String(el.properties.id))));
  }
  return idCache.get(file)!;
}

/** The file in out/ a decoded path resolves to, or null. */
function resolveFile(decodedPath: string): string | null {
  const candidate = path.join(OUT, decodedPath);
  if (!candidate.startsWith(OUT)) return null;
  if (decodedPath.endsWith('/')) {
    const index = path.join(candidate, 'index.html');
    return fs.existsSync(index) ? index : null;
  }
  return fs.existsSync(candidate) && fs.statSync(candidate).isFile() ? candidate : null;
}

const broken: string[] = [];
const files = htmlFiles(OUT);
let checked = 0;
for (const file of files) {
  const from = pagePath(file);
  const tree = fromHtml(fs.readFileSync(file, 'utf8'));
  const refs = [
    ...selectAll('a[href]', tree).map((el) => String(el.properties.href)),
    ...selectAll('img[src]', tree).map((el) => String(el.properties.src)),
  ];
  for (const ref of refs) {
    if (/^(mailto:|tel:|javascript:|data:)/.test(ref)) continue;
    const url = new URL(ref, ORIGIN + encodeURI(from));
    if (url.origin !== ORIGIN) continue;
    checked++;
    let decoded: string;
    try {
      decoded = decodeURIComponent(url.pathname);
    } catch {
      broken.push(`${from}: undecodable link ${ref}`);
      continue;
    }
    const target = resolveFile(decoded);
    if (!target) {
      broken.push(`${from}: broken link ${ref}`);
      continue;
    }
    const anchor = decodeURIComponent(url.hash.slice(1));
    if (anchor && target.endsWith('.html') && !idsOf(target).has(anchor)) broken.push(`${from}: broken anchor ${ref}`);
  }
}

if (broken.length) {
  console.error(`Link check failed: ${broken.length} broken of ${checked} internal links in ${files.length} pages.`);
  for (const b of broken.slice(0, 50)) console.error(`  ${b}`);
  process.exit(1);
}
console.log(`Link check passed: ${checked} internal links and anchors in ${files.length} pages resolve.`);
