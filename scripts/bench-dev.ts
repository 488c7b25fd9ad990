// `npm run bench:dev`: the editor's loop. Starts `npm run dev` (or uses DEV_URL), opens a docs
// article in Chromium, then ROUNDS times (default 3) changes a paragraph of its MDX file and
// measures the time from the save to the new text on screen. The file is restored at the end.
// BENCH_DEV_PORT (default 3100) is the dev server's port when this script starts it.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium';
import { routes } from '../lib/routes';

const FILE = 'content/docs/Testflux/Environments/secrets.mdx';
const PAGE = routes.docs.page('Environments', 'secrets');
const PARAGRAPH = 'Each Environment holds up to 200 Secrets.';
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const PORT = Number(process.env.BENCH_DEV_PORT ?? 3100);
const BASE = process.env.DEV_URL ?? `http://127.0.0.1:${PORT}`;
const LIMIT_MS = 60_000;

async function waitForServer(url: string, child: ChildProcess | null) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child?.exitCode != null) throw new Error(`npm run dev exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within 3 minutes`);
}

const original = fs.readFileSync(FILE, 'utf8');
if (!original.includes(PARAGRAPH)) throw new Error(`${FILE} no longer holds the paragraph "${PARAGRAPH}"`);
const server = process.env.DEV_URL
  ? null
  : spawn('node_modules/.bin/tsx', ['scripts/dev.ts', '--port', String(PORT), '--hostname', '127.0.0.1'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const times: number[] = [];
try {
  await waitForServer(`${BASE}${PAGE}`, server);
  const page = await browser.newPage();
  await page.goto(`${BASE}${PAGE}`);
  await page.getByText(PARAGRAPH).waitFor({ timeout: LIMIT_MS });
  for (let round = 1; round <= ROUNDS; round++) {
    const marker = `Edited ${Date.now().toString(36)}.`;
    const saved = performance.now();
    fs.writeFileSync(FILE, original.replace(PARAGRAPH, `${PARAGRAPH} ${marker}`));
    await page.getByText(marker).waitFor({ timeout: LIMIT_MS });
    const ms = performance.now() - saved;
    times.push(ms);
    console.log(`round ${round}: ${(ms / 1000).toFixed(2)} s from save to screen`);
    fs.writeFileSync(FILE, original);
    await page.getByText(marker).waitFor({ state: 'detached', timeout: LIMIT_MS });
  }
} finally {
  fs.writeFileSync(FILE, original);
  await browser.close();
  // The dev script and its children share a process group: end it as a whole, firmly if need be.
  if (server?.pid) {
    const group = -server.pid;
    process.kill(group, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 3000));
    try {
      process.kill(group, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
const sorted = [...times].sort((a, b) => a - b);
console.log(
  `Editor's loop: median ${(sorted[Math.floor(sorted.length / 2)] / 1000).toFixed(2)} s, worst ${(sorted.at(-1)! / 1000).toFixed(2)} s over ${times.length} saves (load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores)`,
);
