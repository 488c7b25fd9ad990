// Link check over the built export: every internal link, image and #anchor in every HTML
// page, each page's og:image and Markdown alternate, and every link on the site in the
// Markdown twins and llms.txt files must resolve to a file (and an element id) in out/.
// Exits 1 listing what is broken.
import fs from 'node:fs';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';
import { SITE_URL } from '../lib/config/product';
import { listFiles } from './lib/files';

const OUT = path.resolve(process.argv[2] ?? 'out');
const ORIGIN = 'https://link-check.invalid';

/** Files under dir whose names match, outside Next's assets and the not-found route. */
const filesEnding = (dir: string, pattern: RegExp) =>
  listFiles(dir, (name) => name === '_next' || name === '_not-found').filter((f) => pattern.test(path.basename(f)));

// The site's own absolute URLs (canonical, og:image, the links in Markdown) point into the
// export: the export is all that address serves.
const SITE_ORIGIN = new URL(SITE_URL).origin;

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
const files = fs.existsSync(OUT) ? filesEnding(OUT, /\.html$/) : [];
// An empty or missing export has nothing to check, which is no pass.
if (!files.length) {
  console.error(`Link check failed: no pages in ${OUT}. Run \`npm run build\` first.`);
  process.exit(1);
}
let checked = 0;

/** Links of a Markdown file: [text](url), ![alt](url) and <url>, outside code. */
function markdownRefs(text: string): string[] {
  const prose = text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  return [
    ...[...prose.matchAll(/\]\((\S+?)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]),
    ...[...prose.matchAll(/<(https?:\/\/[^>\s]+)>/g)].map((m) => m[1]),
  ];
}

const sources = [
  ...files.map((file) => {
    const tree = fromHtml(fs.readFileSync(file, 'utf8'));
    return {
      from: pagePath(file),
      refs: [
        ...selectAll('a[href]', tree).map((el) => String(el.properties.href)),
        ...selectAll('img[src]', tree).map((el) => String(el.properties.src)),
        ...selectAll('link[rel=alternate][type="text/markdown"]', tree).map((el) => String(el.properties.href)),
        ...selectAll('meta[property="og:image"]', tree).map((el) => String(el.properties.content)),
      ],
    };
  }),
  // Twins and llms*.txt (Next writes other .txt files: RSC payloads, not Markdown).
  ...filesEnding(OUT, /\.md$|^llms(-full)?\.txt$/).map((file) => ({
    from: pagePath(file),
    refs: markdownRefs(fs.readFileSync(file, 'utf8')),
  })),
];
const markdownCount = sources.length - files.length;

for (const { from, refs } of sources) {
  for (const ref of refs) {
    if (/^(mailto:|tel:|javascript:|data:)/.test(ref)) continue;
    let url = new URL(ref, ORIGIN + encodeURI(from));
    if (url.origin === SITE_ORIGIN) url = new URL(url.pathname + url.hash, ORIGIN);
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
  console.error(
    `Link check failed: ${broken.length} broken of ${checked} internal links in ${files.length} pages and ${markdownCount} Markdown and text files.`,
  );
  for (const b of broken.slice(0, 50)) console.error(`  ${b}`);
  process.exit(1);
}
console.log(
  `Link check passed: ${checked} internal links and anchors in ${files.length} pages and ${markdownCount} Markdown and text files resolve.`,
);
