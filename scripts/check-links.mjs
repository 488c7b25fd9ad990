#!/usr/bin/env node
// Link check over the built export: every internal link, image and #anchor in every HTML
// page must resolve to a file (and an element id) in out/. Exits 1 listing what is broken.
import fs from 'node:fs';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';

const OUT = path.resolve(process.argv[2] ?? 'out');
const ORIGIN = 'https://link-check.invalid';

function htmlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '_next' || e.name === '_not-found' ? [] : htmlFiles(p);
    return e.name.endsWith('.html') ? [p] : [];
  });
}

/** URL path of an exported HTML file: out/a b/index.html -> /a b/ (decoded). */
function pagePath(file) {
  const rel = path.relative(OUT, file).split(path.sep).join('/');
  return '/' + rel.replace(/(^|\/)index\.html$/, '$1');
}

const idCache = new Map();
function idsOf(file) {
  if (!idCache.has(file)) {
    const tree = fromHtml(fs.readFileSync(file, 'utf8'));
    idCache.set(file, new Set(selectAll('[id]', tree).map((el) => String(el.properties.id))));
  }
  return idCache.get(file);
}

/** The file in out/ a decoded path resolves to, or null. */
function resolveFile(decodedPath) {
  const candidate = path.join(OUT, decodedPath);
  if (!candidate.startsWith(OUT)) return null;
  if (decodedPath.endsWith('/')) {
    const index = path.join(candidate, 'index.html');
    return fs.existsSync(index) ? index : null;
  }
  return fs.existsSync(candidate) && fs.statSync(candidate).isFile() ? candidate : null;
}

const broken = [];
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
    let decoded;
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
