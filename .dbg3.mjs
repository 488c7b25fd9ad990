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
console.log(
  await page
    .locator('.DocSearch-Hit')
    .evaluateAll((els) =>
      els.slice(0, 3).map((e) => e.getAttribute('aria-selected') + ' ' + e.querySelector('a')?.getAttribute('href')),
    ),
);
console.log(await page.evaluate(() => document.activeElement?.className));
await page.keyboard.press('ArrowDown');
console.log(
  await page
    .locator('.DocSearch-Hit')
    .evaluateAll((els) => els.slice(0, 3).map((e) => e.getAttribute('aria-selected'))),
);
await page.keyboard.press('Enter');
await page.waitForTimeout(1500);
console.log('URL', page.url());
await browser.close();
