import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { faviconIco } from '@/lib/og/favicon-ico';
import { FAVICON_ICO, FAVICON_SVG } from '../../scripts/favicon';

describe('/favicon.ico', () => {
  it('is the SVG icon, rendered: run `npx tsx scripts/favicon.ts` after changing the SVG', () => {
    const ico = fs.readFileSync(FAVICON_ICO);
    expect(ico.readUInt16LE(2), 'an icon resource').toBe(1);
    expect(ico.equals(faviconIco(fs.readFileSync(FAVICON_SVG)))).toBe(true);
  });
});
