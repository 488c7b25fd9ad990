import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { redirects } from '../../lib/redirects';
import { absoluteUrl, exportFilePath } from '../../lib/routes';

// Runs after the build: servers answer a redirect with a 301 (servers.test.ts), and a static host
// without the generated rules serves the page the export holds at its address instead.
const OUT = path.resolve('out');

describe('redirect stubs', () => {
  it.each(redirects)('$source is a page that sends the visitor on to $destination', ({ source, destination }) => {
    const file = path.join(OUT, exportFilePath(source), 'index.html');
    expect(fs.existsSync(file), `${file} is missing: no route exports the stub of ${source}`).toBe(true);
    const html = fs.readFileSync(file, 'utf8');
    expect(html).toContain(`<meta http-equiv="refresh" content="0;url=${destination}"/>`);
    expect(html).toMatch(/<meta name="robots" content="noindex"\/>/);
    expect(html).toContain(`<link rel="canonical" href="${absoluteUrl(destination)}"/>`);
  });
});
