import { PAGE_KINDS } from '../../scripts/lib/first-load';
import { budgets, overBudget } from '../budgets';
import { expect, hydrated, test, withoutLinkPrefetch, type Page } from './fixtures';

// Runs against the `npm start` server (brotli, as a production host serves): what a docs
// article still downloads once it has loaded (link prefetches, lazy chunks), until the
// network has been idle for half a second.

/** Bytes on the wire (headers and encoded bodies) of requests started after the load event. */
async function bytesAfterLoad(page: Page, path: string): Promise<{ bytes: number; requests: string[] }> {
  const cdp = await page.context().newCDPSession(page);
  const started = new Map<string, { url: string; at: number }>();
  const finished = new Map<string, number>();
  let loadAt = Infinity;
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    started.set(e.requestId, { url: e.request.url, at: e.timestamp });
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFinished', (e) => {
    finished.set(e.requestId, e.encodedDataLength);
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFailed', (e) => {
    finished.set(e.requestId, 0);
    lastActivity = Date.now();
  });
  cdp.on('Page.loadEventFired', (e) => (loadAt = e.timestamp));
  await cdp.send('Network.enable');
  await cdp.send('Page.enable');
  await page.goto(path, { waitUntil: 'load' });
  // Prefetches start once React has hydrated and the main thread is idle; on a loaded machine
  // that can be seconds after the load event, so wait for both before watching the network.
  await hydrated(page);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  // Idle: every request answered and nothing new for 500 ms.
  await expect
    .poll(() => [...started.keys()].every((id) => finished.has(id)) && Date.now() - lastActivity >= 500, {
      timeout: 20_000,
      intervals: [100],
    })
    .toBe(true);
  // Without the load event every request would count as before it, and the budget pass on 0.
  expect(loadAt).toBeLessThan(Infinity);
  const after = [...started].filter(([, r]) => r.at >= loadAt);
  return {
    bytes: after.reduce((sum, [id]) => sum + (finished.get(id) ?? 0), 0),
    requests: after.map(([id, r]) => `${finished.get(id)} ${decodeURIComponent(new URL(r.url).pathname)}`),
  };
}

test('docs article: bytes transferred after load until the network is idle', async ({ page }) => {
  const { bytes, requests } = await bytesAfterLoad(page, PAGE_KINDS['docs article']);
  const budget = budgets.afterLoadTransfer;
  expect(
    bytes <= budget,
    `${overBudget('bytes after load', 'docs article', bytes, budget)}\n${requests.join('\n')}`,
  ).toBe(true);
  console.log(`docs article: ${bytes} bytes in ${requests.length} requests after load (budget ${budget})`);
});

// Queries of different shapes: one letter, a word, a question, typos (each on a fresh page).
for (const query of ['j', 'secrets', 'how do i run tests in parallel', 'jenkis pipelne']) {
  test(`search modal: bytes from opening to the first hit for "${query}"`, async ({ page }) => {
    // The page's link prefetches are not the search's: on a busy machine they can start seconds
    // after load, inside the measured window. The page then settles before the modal opens.
    await withoutLinkPrefetch(page);
    let pending = 0;
    let lastActivity = Date.now();
    page.on('request', () => {
      pending++;
      lastActivity = Date.now();
    });
    const done = () => {
      pending--;
      lastActivity = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    await page.goto(PAGE_KINDS['docs article'], { waitUntil: 'load' });
    await hydrated(page);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await expect
      .poll(() => pending === 0 && Date.now() - lastActivity >= 500, { timeout: 20_000, intervals: [100] })
      .toBe(true);
    // Requests of the page and of its search worker, from opening the modal on.
    const sizes: Promise<string>[] = [];
    let bytes = 0;
    page.on('requestfinished', (request) =>
      sizes.push(
        request.sizes().then((s) => {
          bytes += s.responseBodySize + s.responseHeadersSize;
          return `${s.responseBodySize + s.responseHeadersSize} ${new URL(request.url()).pathname}`;
        }),
      ),
    );
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill(query);
    await page.locator('.DocSearch-Hit').first().waitFor();
    const requests = await Promise.all(sizes);
    const budget = budgets.searchFirstHit;
    expect(
      bytes <= budget,
      `${overBudget('search first hit', `"${query}"`, bytes, budget)}\n${requests.join('\n')}`,
    ).toBe(true);
    console.log(`search "${query}": ${bytes} bytes in ${requests.length} requests to the first hit (budget ${budget})`);
  });
}
