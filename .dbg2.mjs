import { chromium } from '@playwright/test';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto('http://127.0.0.1:4173/', { waitUntil: 'networkidle' });
await page.keyboard.press('Control+k');
await page.locator('.DocSearch-Input').fill('headless');
await page.locator('.DocSearch-Hit').first().waitFor();
console.log((await page.locator('.DocSearch-Modal').evaluate((e) => e.outerHTML)).slice(0, 1500));
await page.keyboard.press('Enter');
await page.waitForTimeout(1500);
console.log('URL', page.url());
// error
const p2 = await browser.newPage();
p2.on('console', (m) => console.log('p2', m.type(), m.text().slice(0, 200)));
await p2.route('**/search/index.json', (r) => r.abort('internetdisconnected'));
await p2.goto('http://127.0.0.1:4173/');
await p2.keyboard.press('Control+k');
await p2.locator('.DocSearch-Input').fill('secrets');
await p2.waitForTimeout(2000);
console.log((await p2.locator('.DocSearch-Dropdown').evaluate((e) => e.outerHTML)).slice(0, 800));
console.log(await p2.locator('[data-search-failed]').count());
await browser.close();
