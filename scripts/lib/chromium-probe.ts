/**
 * Chromium run as its own process, with no DevTools protocol attached, on a probe page that
 * measures something and posts its figures back. Playwright follows every request a page or its
 * workers make over the protocol, which no reader's browser does: figures that fetch much (the
 * search's index pieces) are taken here too, to tell that cost from the site's.
 * A small server of the probe's own serves the probe page and passes every other request on to
 * the `npm start` server, which answers it as it answers a reader (its encodings, types and
 * cache headers). Each probe gets a new profile, so its HTTP cache starts empty.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/chromium';

const PROBE = '/__probe.html';
const RESULT = '/__probe-result';
/**
 * What the probe page may poll: how many of the page's and its workers' requests are on their
 * way through the probe's server, and for how many milliseconds none has started or ended
 * (`{ pending, quietMs }`), so it can wait for the network to settle as a Playwright page does.
 */
export const PROBE_NETWORK = '/__probe-network';

/** JSON for an inline script: a value's "</script>" must not end it. */
export const inScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The end of a probe page's script: `run` is the name of an async function defined before it,
 * whose value (or error) is posted back as the probe's answer.
 */
export const postResult = (run: string) => `${run}().then(
  (value) => fetch(${JSON.stringify(RESULT)}, { method: 'POST', body: JSON.stringify(value ?? null) }),
  (error) => fetch(${JSON.stringify(RESULT)}, { method: 'POST', body: JSON.stringify({ probeError: String(error) }) }),
);`;

export interface ProbeOptions {
  /** The probe page's script (plain JavaScript, run as the page loads). */
  script: string;
  /** The `npm start` server the other requests go to. */
  site: URL;
  /**
   * The site's pages may be framed by the probe page (same origin): their headers that forbid
   * any framing are dropped on the way. A harness's change only; nothing else is touched.
   */
  frameable?: boolean;
  timeoutMs?: number;
}

/**
 * Drops `X-Frame-Options` and the CSP's `frame-ancestors` directives from a response's headers.
 * Node joins policies sent in several headers with ", ": each is read apart, and one left with
 * no directive goes, as does the header when none is left.
 */
export function framingAllowed(headers: http.IncomingHttpHeaders): http.IncomingHttpHeaders {
  const { 'x-frame-options': _dropped, ...rest } = headers;
  const csp = rest['content-security-policy'];
  if (typeof csp === 'string') {
    const policies = csp
      .split(',')
      .map((policy) =>
        policy
          .split(';')
          .filter((d) => d.trim() && !/^\s*frame-ancestors\b/i.test(d))
          .join(';'),
      )
      .filter((policy) => policy.trim());
    if (policies.length) rest['content-security-policy'] = policies.join(',');
    else delete rest['content-security-policy'];
  }
  return rest;
}

/** Runs one probe page in a new Chromium and returns what its script posted. */
export async function runProbe<T>({ script, site, frameable = false, timeoutMs = 300_000 }: ProbeOptions): Promise<T> {
  const page = `<!doctype html><title>probe</title><style>body{margin:0}iframe{border:0;width:100vw;height:100vh;display:block}</style><script>\n${script}\n</script>`;
  let settle: (body: string) => void = () => {};
  const posted = new Promise<string>((resolve) => (settle = resolve));
  let pending = 0;
  let lastActivity = Date.now();
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://probe').pathname;
    if (pathname === PROBE) return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    if (pathname === PROBE_NETWORK)
      return void res
        .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
        .end(JSON.stringify({ pending, quietMs: Date.now() - lastActivity }));
    if (pathname === RESULT) {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => (res.end(), settle(body)));
      return;
    }
    pending++;
    lastActivity = Date.now();
    res.once('close', () => {
      pending--;
      lastActivity = Date.now();
    });
    const upstream = http.request(
      { host: site.hostname, port: site.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, frameable ? framingAllowed(answer.headers) : answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'chromium-probe-'));
  const browser = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, '--window-size=1280,720', `--user-data-dir=${profile}`, `http://127.0.0.1:${port}${PROBE}`],
    { stdio: 'ignore', detached: true },
  );
  const exited = new Promise<void>((resolve) => browser.once('exit', () => resolve()));
  // Chromium and its helpers are one process group, stopped when this process exits or is signalled.
  const stop = (signal: NodeJS.Signals) => {
    try {
      if (browser.pid) process.kill(-browser.pid, signal);
    } catch {
      // Already gone.
    }
  };
  const onExit = () => stop('SIGKILL');
  process.on('exit', onExit);
  // A signal ends Node without its 'exit' event: Chromium (its own process group) and its
  // profile would outlive it.
  const onSignal = (signal: NodeJS.Signals) => {
    stop('SIGKILL');
    fs.rmSync(profile, { recursive: true, force: true });
    process.kill(process.pid, signal);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  let timer: NodeJS.Timeout | undefined;
  try {
    const body = await Promise.race([
      posted,
      new Promise<never>((_, reject) => {
        browser.once('error', (error) =>
          reject(new Error(`Chromium (${CHROMIUM_PATH}) did not start: ${error.message}`)),
        );
        void exited.then(() =>
          reject(new Error(`Chromium exited (code ${browser.exitCode}) before the probe answered`)),
        );
        timer = setTimeout(() => reject(new Error(`the probe gave no answer within ${timeoutMs / 1000} s`)), timeoutMs);
      }),
    ]);
    const answer = JSON.parse(body) as T | { probeError: string };
    if (answer && typeof answer === 'object' && 'probeError' in answer)
      throw new Error(`the probe failed: ${answer.probeError}`);
    return answer as T;
  } finally {
    clearTimeout(timer);
    stop('SIGTERM');
    // Its profile is written until it has exited; one that does not stop is killed.
    const stopped = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 5000))]);
    if (!stopped) stop('SIGKILL');
    process.off('exit', onExit);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    server.close();
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}
