// First-load JavaScript of key pages in the built export: the scripts each page's HTML loads
// (external files plus inline scripts), measured gzipped (level 9), as a browser downloads
// them from a server that compresses. Prints a table; run after `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const OUT = path.resolve(process.argv[2] ?? 'out');
const PAGES = [
  '/',
  '/docs/',
  '/docs/Testflux/CICD & Integrations/Jenkinspipeline/',
  '/blog/',
  '/blog/the-flaky-test-ep-9-ai-in-qa/',
  '/changelog/',
  '/search/',
];

const gz = (buf: Buffer) => zlib.gzipSync(buf, { level: 9 }).length;
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

const rows = [];
for (const page of PAGES) {
  const html = fs.readFileSync(path.join(OUT, page, 'index.html'), 'utf8');
  // noModule scripts (Next's legacy polyfills) are skipped by every modern browser.
  const tags = [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((t) => / src="/.test(t) && !/nomodule/i.test(t));
  const srcs = [...new Set(tags.map((t) => t.match(/ src="([^"]+)"/)![1]))];
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
  let raw = Buffer.byteLength(inline);
  let gzipped = gz(Buffer.from(inline));
  const inlineGz = gzipped;
  for (const src of srcs) {
    const file = fs.readFileSync(path.join(OUT, decodeURIComponent(src.split('?')[0])));
    raw += file.length;
    gzipped += gz(file);
  }
  rows.push({ page, files: srcs.length, raw: kib(raw), gzipped: kib(gzipped), 'of which inline': kib(inlineGz) });
}
console.table(rows);
