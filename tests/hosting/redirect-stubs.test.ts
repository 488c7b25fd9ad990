import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { redirects } from '../../lib/redirects';
import { absoluteUrl, exportFilePath } from '../../lib/routes';

// Runs after the build: servers answer a redirect with a 301 (servers.test.ts), and a static host
// without the generated rules serves the page the export holds at its address instead.
const OUT = path.resolve('out');

/** The page exported at `source` sends the visitor on to `destination`. */
function expectStub(source: string, destination: string) {
  const file = path.join(OUT, exportFilePath(source), 'index.html');
  expect(fs.existsSync(file), `${file} is missing: no route exports the stub of ${source}`).toBe(true);
  const html = fs.readFileSync(file, 'utf8');
  expect(html).toContain(`<meta http-equiv="refresh" content="0;url=${destination}"/>`);
  expect(html).toMatch(/<meta name="robots" content="noindex"\/>/);
  expect(html).toContain(`<link rel="canonical" href="${absoluteUrl(destination)}"/>`);
}

/** The page paths exported below a folder of the export, as site paths. */
function pagesBelow(dir: string): string[] {
  return fs
    .readdirSync(path.join(OUT, exportFilePath(dir)), { recursive: true, encoding: 'utf8' })
    .filter((f) => f === 'index.html' || f.endsWith(`${path.sep}index.html`))
    .map((f) => `${dir}${f.slice(0, -'index.html'.length).split(path.sep).map(encodeURIComponent).join('/')}`)
    .filter((p) => p !== dir);
}

describe('redirect stubs', () => {
  it.each(redirects)('$source is a page that sends the visitor on to $destination', ({ source, destination }) => {
    expectStub(source, destination);
  });

  it.each(redirects.filter((r) => r.folder))('every page below $destination has a stub below $source', (r) => {
    const moved = pagesBelow(r.destination);
    expect(moved.length).toBeGreaterThan(0);
    for (const page of moved) expectStub(r.source + page.slice(r.destination.length), page);
  });
});
