import { chromium } from '@playwright/test';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto('http://127.0.0.1:4173/docs/Testflux/Get%20Started/onboard/', { waitUntil: 'networkidle' });
page.on('request', (r) => console.log('REQ', r.resourceType(), decodeURIComponent(r.url()).slice(0, 160)));
await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('button', { name: 'Environments' }).click();
await page.waitForTimeout(1500);
console.log('--- click');
await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Secrets' }).click();
await page.waitForTimeout(1500);
// crash
const p2 = await browser.newPage();
p2.on('console', (m) => console.log('p2 console', m.type(), m.text().slice(0, 300)));
p2.on('pageerror', (e) => console.log('p2 pageerror', e.message));
await p2.addInitScript(() => {
  window.IntersectionObserver = class {
    constructor() {
      throw new Error('IntersectionObserver is broken');
    }
  };
});
await p2.goto('http://127.0.0.1:4173/docs/Testflux/Environments/secrets/');
await p2.waitForTimeout(2000);
console.log(await p2.locator('h1').allInnerTexts());
await browser.close();
