// After `next build`: a 1200 x 630 Open Graph PNG for every docs article, blog post, static
// page, the changelog and the home page, at out/og/<page path>.png (lib/routes.ts).
// Rendering (satori, then resvg) is the slow part, so each image is cached in .cache/og/ under
// a hash of everything it is drawn from: the card's text, the template version and the font.
// A rebuild with no content change copies every image from the cache.
// `--cache-only` renders the missing images into the cache and writes nothing to the export,
// so it can run before the export exists (`npm run build` runs it beside next build); a run
// without it then only copies.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { siteConfig } from '../lib/config';
import { getSharePages } from '../lib/content/share-pages';
import { MARK_SVG, OG_TEMPLATE_VERSION, ogCard, type OgCardInput } from '../lib/og/template';
import { LOGO_PNG_PATH, OG_IMAGE_SIZE, exportFilePath, ogImagePath } from '../lib/routes';

const cacheOnly = process.argv.includes('--cache-only');
const OUT = path.resolve(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'out');
const CACHE = path.resolve(process.env.OG_CACHE_DIR ?? '.cache/og');

if (!cacheOnly && !fs.existsSync(path.join(OUT, 'index.html'))) {
  console.error(`${OUT} has no export: run next build first.`);
  process.exit(1);
}

const require = createRequire(import.meta.url);
const font = (weight: 400 | 700) => ({
  name: 'Inter',
  weight,
  style: 'normal' as const,
  data: fs.readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
});
const fonts = [font(400), font(700)];
const fontHash = crypto.createHash('sha256');
for (const f of fonts) fontHash.update(f.data);
const fontKey = fontHash.digest('hex');

async function render(card: OgCardInput): Promise<Buffer> {
  // satori takes React-like elements; the template builds them as plain objects.
  const svg = await satori(ogCard(card) as unknown as Parameters<typeof satori>[0], { ...OG_IMAGE_SIZE, fonts });
  return new Resvg(svg, { fitTo: { mode: 'width', value: OG_IMAGE_SIZE.width } }).render().asPng();
}

fs.mkdirSync(CACHE, { recursive: true });
const host = new URL(siteConfig.site.url).host;
let generated = 0;
let cached = 0;
const started = Date.now();
for (const page of getSharePages()) {
  const card: OgCardInput = {
    productName: siteConfig.product.name,
    host,
    eyebrow: page.eyebrow,
    title: page.title,
    description: page.description,
    tags: page.tags,
  };
  const key = crypto
    .createHash('sha256')
    .update(JSON.stringify({ template: OG_TEMPLATE_VERSION, font: fontKey, card }))
    .digest('hex');
  const cacheFile = path.join(CACHE, `${key}.png`);
  if (fs.existsSync(cacheFile)) {
    cached++;
  } else {
    const png = await render(card);
    // Write then rename, so an interrupted build never leaves a truncated image in the cache.
    fs.writeFileSync(`${cacheFile}.tmp`, png);
    fs.renameSync(`${cacheFile}.tmp`, cacheFile);
    generated++;
  }
  if (cacheOnly) continue;
  const target = path.join(OUT, exportFilePath(ogImagePath(page.path)));
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(cacheFile, target);
}
// The mark alone, 512 px square: cheap, so drawn on every build.
if (!cacheOnly) {
  fs.writeFileSync(
    path.join(OUT, exportFilePath(LOGO_PNG_PATH)),
    new Resvg(MARK_SVG, { fitTo: { mode: 'width', value: 512 } }).render().asPng(),
  );
}
console.log(
  `OG images${cacheOnly ? ' (cache only)' : ''}: ${generated} generated, ${cached} from cache (${((Date.now() - started) / 1000).toFixed(1)} s).`,
);
