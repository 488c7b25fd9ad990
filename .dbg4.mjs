import { chromium } from '@playwright/test';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage();
await page.goto('http://127.0.0.1:4173/', { waitUntil: 'networkidle' });
await page.keyboard.press('Control+k');
await page.locator('.DocSearch-Input').fill('jenkins');
await page.locator('.DocSearch-Hit').first().waitFor();
const attrs = (sel) =>
  page
    .locator(sel)
    .first()
    .evaluate((e) => [...e.attributes].map((a) => `${a.name}=${a.value}`).join(' '));
console.log('container', await attrs('.DocSearch'));
console.log('input', await attrs('#docsearch-input'));
console.log('ul', await attrs('.DocSearch-Hits ul'));
console.log('li', await attrs('.DocSearch-Hit'));
console.log('form', await attrs('.DocSearch-Form'));
await browser.close();
