import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { markSvg } from '@/lib/brand-mark';
import { faviconIco } from '@/lib/og/favicon-ico';
import { FAVICON_ICO, FAVICON_SVG } from '../../scripts/favicon';

describe('the icon files', () => {
  it('/favicon.svg is the mark: run `npx tsx scripts/favicon.ts` after changing lib/brand-mark.ts', () => {
    expect(fs.readFileSync(FAVICON_SVG, 'utf8')).toBe(markSvg());
  });

  it('/favicon.ico is the SVG icon, rendered', () => {
    const ico = fs.readFileSync(FAVICON_ICO);
    expect(ico.readUInt16LE(2), 'an icon resource').toBe(1);
    expect(ico.equals(faviconIco(fs.readFileSync(FAVICON_SVG)))).toBe(true);
  });
});
