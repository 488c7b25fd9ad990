import { chromium } from '@playwright/test';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage();
page.on('response', (r) => {
  if (r.status() >= 400) console.log(r.status(), r.url());
});
await page.goto('http://127.0.0.1:4173' + (process.argv[2] ?? '/'), { waitUntil: 'networkidle' });
await browser.close();
