// First-load JavaScript of a page in the export: the script files its HTML loads, gzipped
// (level 9) one by one as a compressing server sends them. noModule scripts (Next's legacy
// polyfills) are skipped: modern browsers never fetch them. Inline scripts (Next's RSC
// payload, the boot script) arrive inside the HTML document; they are reported beside the
// files, not added to them. Shared by `npm run bench:js` and the budget test.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { exportFilePath, routes } from '../../lib/routes';

/** The page kinds with a budget, each by one representative page, at the address the site links. */
export const PAGE_KINDS = {
  home: routes.home,
  'docs article': routes.docs.page('CICD & Integrations', 'Jenkinspipeline'),
  'blog list': routes.blog.home,
  post: routes.blog.post('the-flaky-test-ep-9-ai-in-qa'),
  changelog: routes.changelog.home,
  search: routes.search.home,
};

export type PageKind = keyof typeof PAGE_KINDS;

export interface FirstLoad {
  page: string;
  files: string[];
  /** Bytes of the script files as stored. */
  raw: number;
  /** Bytes of the script files, each gzipped at level 9. */
  gzipped: number;
  /** Gzipped bytes of the page's inline scripts (part of the HTML, not of `gzipped`). */
  inlineGzipped: number;
}

const gz = (data: Buffer | string) => zlib.gzipSync(data, { level: 9 }).length;

/** The script files a page's HTML loads (its `src`s, once each), less noModule ones. */
export function pageScripts(html: string): string[] {
  const tags = [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((t) => / src="/.test(t) && !/nomodule/i.test(t));
  return [...new Set(tags.map((t) => t.match(/ src="([^"]+)"/)![1]))];
}

/**
 * A page's HTML with no script: every <script> element (the runtime's, the inline payload's,
 * the structured data's) and every link that preloads one removed, the markup and styles left
 * as they are. Lighthouse measures it beside the page kinds, so its figures show what the
 * machine's Chromium costs a page before any script of ours runs. Written for React's output:
 * attributes in double quotes, and no "</script>" inside a script (React escapes it).
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
    .replace(/<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*>/gi, '');
}

/** The file in the export that a script `src` of the site names. */
export const scriptFile = (outDir: string, src: string) => path.join(outDir, decodeURIComponent(src.split('?')[0]));

/** The exported HTML of a page of the site, by its address. */
export const pageHtml = (outDir: string, page: string) =>
  fs.readFileSync(path.join(outDir, exportFilePath(page), 'index.html'), 'utf8');

export function measureFirstLoad(outDir: string, page: string): FirstLoad {
  const html = pageHtml(outDir, page);
  const files = pageScripts(html);
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
  let raw = 0;
  let gzipped = 0;
  for (const src of files) {
    const data = fs.readFileSync(scriptFile(outDir, src));
    raw += data.length;
    gzipped += gz(data);
  }
  return { page, files, raw, gzipped, inlineGzipped: gz(inline) };
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
