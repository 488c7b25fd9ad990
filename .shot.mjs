import { chromium } from '@playwright/test';
const [, , ...paths] = process.argv;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const spec of paths) {
  const [path, width = '1280', theme = 'light', full = 'no'] = spec.split('|');
  const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 }, colorScheme: theme });
  const page = await ctx.newPage();
  const errors = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') errors.push(m.type() + ': ' + m.text());
  });
  page.on('pageerror', (e) => errors.push('pageerror: ' + e.message));
  await page.goto('http://127.0.0.1:4173' + path, { waitUntil: 'networkidle' });
  const name = `/tmp/shots/${path.replace(/[^\w]+/g, '_')}_${width}_${theme}.png`;
  await page.screenshot({ path: name, fullPage: full === 'full' });
  console.log(name, errors.join(' | '));
  await ctx.close();
}
await browser.close();
