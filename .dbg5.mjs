import { chromium } from '@playwright/test';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.route('**/search/index.json', (route) => route.abort('internetdisconnected'));
await page.goto('http://127.0.0.1:4173/');
await page.keyboard.press('Control+k');
await page.waitForTimeout(2000);
console.log(await page.locator('.DocSearch-Input').count());
await browser.close();
