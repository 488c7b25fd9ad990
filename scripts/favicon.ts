// `npx tsx scripts/favicon.ts`: writes public/favicon.svg from the mark (lib/brand-mark.ts) and
// public/favicon.ico from that SVG. A unit test (tests/unit/favicon.test.ts) fails when either
// no longer matches.
import fs from 'node:fs';
import { markSvg } from '../lib/brand-mark';
import { faviconIco } from '../lib/og/favicon-ico';
import { routes } from '../lib/routes';
import { isMain } from './lib/main';

export const FAVICON_SVG = 'public/favicon.svg';
export const FAVICON_ICO = `public${routes.favicon}`;

if (isMain(import.meta.url)) {
  fs.writeFileSync(FAVICON_SVG, markSvg());
  fs.writeFileSync(FAVICON_ICO, faviconIco(Buffer.from(markSvg())));
  console.log(`Wrote ${FAVICON_SVG} and ${FAVICON_ICO} from lib/brand-mark.ts.`);
}
