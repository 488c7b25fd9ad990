// `npx tsx scripts/favicon.ts`: writes public/favicon.ico from public/favicon.svg, the one icon
// source. A unit test (tests/unit/favicon.test.ts) fails when the two no longer match.
import fs from 'node:fs';
import { faviconIco } from '../lib/og/favicon-ico';
import { isMain } from './lib/main';

export const FAVICON_SVG = 'public/favicon.svg';
export const FAVICON_ICO = 'public/favicon.ico';

if (isMain(import.meta.url)) {
  fs.writeFileSync(FAVICON_ICO, faviconIco(fs.readFileSync(FAVICON_SVG)));
  console.log(`Wrote ${FAVICON_ICO} from ${FAVICON_SVG}.`);
}
