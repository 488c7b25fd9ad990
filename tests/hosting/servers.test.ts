import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNginx } from '../../scripts/nginx-local';
import { routes } from '../../lib/routes';
import { shardPath, type MetaPiece } from '../../lib/search/engine/pieces';

// Runs after the build (scripts/test-all.ts): one table of requests against nginx with the
// generated configuration and against the `npm start` server, so the two cannot drift.

const OUT = path.resolve('out');
// This build's first postings shard, under the folder its first piece names (older builds' folders may linger).
const { base } = JSON.parse(fs.readFileSync(path.join(OUT, routes.search.index), 'utf8')) as MetaPiece;
const piece = `${base}${shardPath(0)}`;
const chunk = fs
  .readdirSync(path.join(OUT, '_next/static/chunks'))
  .find((f) => f.endsWith('.js') && fs.statSync(path.join(OUT, '_next/static/chunks', f)).size > 2000)!;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function request(port: number, method: string, rawPath: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: rawPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('latin1') }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function waitFor(port: number) {
  for (let i = 0; i < 100; i++) {
    try {
      await request(port, 'GET', '/');
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`no server on ${port}`);
}

const servers: { name: string; port: number; proc: ChildProcess }[] = [];

beforeAll(async () => {
  const nginxPort = await freePort();
  servers.push({ name: 'nginx', port: nginxPort, proc: startNginx({ port: nginxPort, root: OUT }).child });
  const nodePort = await freePort();
  servers.push({
    name: 'npm start server',
    port: nodePort,
    // Node itself, not npx: a SIGTERM to npx would leave the server running.
    proc: spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
      env: { ...process.env, PORT: String(nodePort), OUT_DIR: OUT },
      stdio: 'ignore',
    }),
  });
  await Promise.all(servers.map((s) => waitFor(s.port)));
}, 30_000);

// Waited for: nginx's folder is removed as it exits, which an ended worker would cut short.
afterAll(() =>
  Promise.all(
    servers.map((s) =>
      s.proc.exitCode !== null || s.proc.signalCode !== null
        ? undefined
        : new Promise((resolve) => {
            s.proc.once('exit', resolve);
            s.proc.kill('SIGTERM');
          }),
    ),
  ),
);

const REVALIDATE = 'public, max-age=0, must-revalidate';
const MARKDOWN = 'text/markdown; charset=utf-8';
const VARY_ACCEPT = /(^|[\s,])Accept($|[\s,])/;
const INSTALL = '/docs/Testflux/Get%20Started/installation';
const SECURITY = {
  'content-security-policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

interface Case {
  name: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** One status, or each server's own where they differ (a comment says why). */
  status: number | { nginx: number; node: number };
  location?: string;
  expectHeaders?: Record<string, string | undefined>;
  /** Header values that must match (Vary may come as one header or several, joined). */
  matchHeaders?: Record<string, RegExp>;
  body?: RegExp;
  notBody?: RegExp;
}

const CASES: Case[] = [
  {
    name: 'home page',
    path: '/',
    status: 200,
    expectHeaders: { ...SECURITY, 'cache-control': REVALIDATE, 'strict-transport-security': undefined },
    body: /<html lang="en" dir="ltr"/,
  },
  {
    name: 'encoded docs path with spaces and &',
    path: '/docs/Testflux/CICD%20%26%20Integrations/Jenkins/',
    status: 200,
    body: /Jenkins/,
  },
  {
    name: 'declared redirect',
    path: '/docs/Testflux/Generate%20Tests/Autogenerate/',
    status: 301,
    location: '/docs/Testflux/AI-Powered%20Test%20Case%20Generation/Autogenerate/',
  },
  {
    name: 'declared redirect without its trailing slash: one step, not two',
    path: '/docs/Testflux/Generate%20Tests/Autogenerate/from-url',
    status: 301,
    location: '/docs/Testflux/AI-Powered%20Test%20Case%20Generation/from-url/',
  },
  {
    name: 'the blog tag index at the address guessed from /docs/tags/',
    path: '/blog/tags/',
    status: 301,
    location: '/blog/blog/tags/',
  },
  ...(
    [
      ['/blog/tags', '/blog/blog/tags/'],
      ['/blog/tags/podcast/', '/blog/blog/tags/podcast/'],
      ['/blog/tags/podcast/page/2/', '/blog/blog/tags/podcast/page/2/'],
    ] as const
  ).map(([path, location]) => ({
    name: `a blog tag's page at the address guessed from /docs/tags/: ${path}`,
    path,
    status: 301,
    location,
  })),
  { name: '.html', path: '/features.html', status: 301, location: '/features/' },
  { name: 'index.html', path: '/features/index.html', status: 301, location: '/features/' },
  {
    name: 'encoded index.html',
    path: '/docs/Testflux/CICD%20%26%20Integrations/Jenkins/index.html',
    status: 301,
    location: '/docs/Testflux/CICD%20%26%20Integrations/Jenkins/',
  },
  { name: 'root index.html keeps the query', path: '/index.html?ref=mail', status: 301, location: '/?ref=mail' },
  {
    name: 'repeated slashes',
    path: '/docs//Testflux/Run%20Tests/parallel/?q=1',
    status: 301,
    location: '/docs/Testflux/Run%20Tests/parallel/?q=1',
  },
  // Protocol-relative in form, but a path of this site: never a redirect to another host.
  { name: 'leading double slash', path: '//example.com/', status: 301, location: '/example.com/' },
  { name: 'missing trailing slash', path: '/features', status: 301, location: '/features/' },
  { name: 'unknown path', path: '/no/such/page/', status: 404, body: /Page not found/, expectHeaders: SECURITY },
  { name: 'undecodable path', path: '/docs/%E0%A4%A/', status: 400, body: /Page not found/ },
  // A docs section's folder has no page of its own: not found, never nginx's 403.
  { name: 'folder without a page', path: '/docs/Testflux/Get%20Started/', status: 404, body: /Page not found/ },
  { name: "the not-found page's own address", path: '/404/', status: 404, body: /Page not found/ },
  { name: "Next's other address for it", path: '/_not-found/', status: 404, body: /Page not found/ },
  { name: 'a file asked for as a folder', path: '/robots.txt/', status: 404, body: /Page not found/ },
  {
    name: 'immutable build asset',
    path: `/_next/static/chunks/${chunk}`,
    status: 200,
    expectHeaders: { 'cache-control': 'public, max-age=31536000, immutable', ...SECURITY },
  },
  {
    name: 'search index piece, named by its content',
    path: piece,
    status: 200,
    expectHeaders: { 'cache-control': 'public, max-age=31536000, immutable', ...SECURITY },
  },
  {
    name: 'brotli copy',
    path: '/',
    headers: { 'accept-encoding': 'gzip, br' },
    status: 200,
    expectHeaders: { 'content-encoding': 'br' },
  },
  {
    name: 'gzip copy',
    path: '/changelog/',
    headers: { 'accept-encoding': 'gzip' },
    status: 200,
    expectHeaders: { 'content-encoding': 'gzip' },
  },
  { name: 'no encoding asked', path: '/changelog/', status: 200, expectHeaders: { 'content-encoding': undefined } },
  {
    name: 'search index',
    path: '/search/index.json',
    headers: { 'accept-encoding': 'br' },
    status: 200,
    expectHeaders: { 'content-encoding': 'br', 'cache-control': REVALIDATE },
  },
  { name: 'HEAD', method: 'HEAD', path: '/blog/', status: 200 },
  { name: 'POST', method: 'POST', path: '/', status: 405 },
  // nginx answers any method token with the configuration's 405; Node's HTTP parser knows
  // only registered methods and rejects BREW with 400 before the server sees it.
  { name: 'unknown method', method: 'BREW', path: '/', status: { nginx: 405, node: 400 } },
  // nginx refuses a path that climbs above the root as a bad request; the Node server
  // resolves it inside the export, where nothing is found.
  {
    name: 'dot-dot traversal',
    path: '/../../../../etc/passwd',
    status: { nginx: 400, node: 404 },
    notBody: /root:x:0/,
  },
  {
    name: 'encoded dot-dot traversal',
    path: '/docs/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    status: { nginx: 400, node: 404 },
    notBody: /root:x:0/,
  },
  // Both servers decode %2F before they look for the file: the same page as with plain slashes.
  {
    name: 'encoded slash',
    path: '/docs/Testflux%2FGet%20Started%2Fonboard/',
    status: 200,
    body: /<title>Get started with Testflux \| Testflux<\/title>/,
  },
  { name: 'null byte', path: '/docs/%00/', status: 400, body: /Page not found/ },
  // Over nginx's 8 KB request-line buffer; within Node's 16 KB header limit, so not found there.
  { name: '8 KB path', path: `/${'a'.repeat(8192)}/`, status: { nginx: 414, node: 404 } },
  { name: 'huge query string', path: `/?q=${'x'.repeat(6000)}`, status: 200, body: /<html lang="en"/ },
  // Markdown twins and llms.txt.
  {
    name: 'Markdown twin (literal spaces on disk, encoded URL)',
    path: `${INSTALL}.md`,
    status: 200,
    expectHeaders: {
      'content-type': MARKDOWN,
      'cache-control': REVALIDATE,
      ...SECURITY,
      // Its page is the address search engines should list.
      link: `<https://testflux.example${INSTALL}/>; rel="canonical"`,
    },
    matchHeaders: { vary: VARY_ACCEPT },
    body: /^# Install Testflux Desktop\n\n> /,
  },
  {
    name: 'a twin asked for with a raw & and a query names its page as the page writes its address',
    path: '/docs/Testflux/CICD%20&%20Integrations/Jenkinspipeline.md?ref=x',
    status: 200,
    expectHeaders: {
      'content-type': MARKDOWN,
      link: '<https://testflux.example/docs/Testflux/CICD%20%26%20Integrations/Jenkinspipeline/>; rel="canonical"',
    },
  },
  {
    name: "the docs root's twin names the page it shows, the onboarding page",
    path: '/docs.md',
    status: 200,
    expectHeaders: {
      'content-type': MARKDOWN,
      link: '<https://testflux.example/docs/Testflux/Get%20Started/onboard/>; rel="canonical"',
    },
  },
  {
    name: "the home page's twin at its own address names the home page",
    path: '/index.md?ref=x',
    status: 200,
    expectHeaders: { 'content-type': MARKDOWN, link: '<https://testflux.example/>; rel="canonical"' },
  },
  {
    name: 'a missing twin is not found, with no Link',
    path: '/docs/no-such-page.md',
    status: 404,
    expectHeaders: { link: undefined },
    body: /Page not found/,
  },
  {
    name: 'Markdown twin, gzip copy',
    path: '/docs/Testflux/CICD%20%26%20Integrations/Jenkinspipeline.md',
    headers: { 'accept-encoding': 'gzip' },
    status: 200,
    expectHeaders: { 'content-type': MARKDOWN, 'content-encoding': 'gzip' },
  },
  {
    name: 'page asked for as Markdown gets its twin',
    path: `${INSTALL}/`,
    headers: { accept: 'text/markdown' },
    status: 200,
    // At the page's own address: no canonical Link to another.
    expectHeaders: { 'content-type': MARKDOWN, 'cache-control': REVALIDATE, ...SECURITY, link: undefined },
    matchHeaders: { vary: VARY_ACCEPT },
    body: /^# Install Testflux Desktop\n/,
  },
  {
    name: 'the home page asked for as Markdown gets its twin, the site index',
    path: '/',
    headers: { accept: 'text/markdown' },
    status: 200,
    expectHeaders: { 'content-type': MARKDOWN },
    matchHeaders: { vary: VARY_ACCEPT },
    body: /^# .+\n\n> .+\n\nSource: <https:\/\/testflux\.example\/>\n\n[^]+\n## Get Started\n/,
  },
  {
    name: 'the docs root asked for as Markdown gets the twin of the page it shows',
    path: '/docs/',
    headers: { accept: 'text/markdown' },
    status: 200,
    expectHeaders: { 'content-type': MARKDOWN },
    matchHeaders: { vary: VARY_ACCEPT },
    body: /^# Get started with Testflux\n\n> .+\n\nSource: <https:\/\/testflux\.example\/docs\/Testflux\/Get%20Started\/onboard\/>/,
  },
  {
    name: 'page asked for as Markdown, brotli',
    path: '/changelog/',
    headers: { accept: 'text/markdown, text/html;q=0.5', 'accept-encoding': 'br' },
    status: 200,
    expectHeaders: { 'content-type': MARKDOWN, 'content-encoding': 'br' },
    matchHeaders: { vary: VARY_ACCEPT },
  },
  {
    name: 'page asked for as HTML says it varies on Accept',
    path: `${INSTALL}/`,
    headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    status: 200,
    expectHeaders: { 'content-type': 'text/html; charset=utf-8' },
    matchHeaders: { vary: VARY_ACCEPT },
    body: /<html/,
  },
  {
    name: 'Markdown refused with q=0 gets HTML',
    path: `${INSTALL}/`,
    headers: { accept: 'text/markdown;q=0, text/html' },
    status: 200,
    expectHeaders: { 'content-type': 'text/html; charset=utf-8' },
  },
  {
    name: 'Markdown weighed below HTML gets HTML',
    path: `${INSTALL}/`,
    headers: { accept: 'text/markdown;q=0.5, text/html' },
    status: 200,
    expectHeaders: { 'content-type': 'text/html; charset=utf-8' },
  },
  {
    name: 'page without a twin asked for as Markdown gets HTML',
    path: '/blog/',
    headers: { accept: 'text/markdown' },
    status: 200,
    expectHeaders: { 'content-type': 'text/html; charset=utf-8' },
  },
  {
    name: 'Markdown asked for a missing page is still a 404',
    path: '/no/such/page/',
    headers: { accept: 'text/markdown' },
    status: 404,
    body: /Page not found/,
  },
  {
    name: 'llms.txt',
    path: '/llms.txt',
    status: 200,
    expectHeaders: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': REVALIDATE },
    body: /^# Testflux\n\n> .+\n\n.+\n\n## Get Started\n\n- \[/,
  },
  {
    name: 'llms-full.txt',
    path: '/llms-full.txt',
    headers: { 'accept-encoding': 'gzip' },
    status: 200,
    expectHeaders: { 'content-type': 'text/plain; charset=utf-8', 'content-encoding': 'gzip' },
  },
  {
    name: "a docs section's articles in one file, in its folder (spaces and & on disk)",
    path: '/docs/Testflux/CICD%20%26%20Integrations/llms-full.txt',
    headers: { 'accept-encoding': 'br' },
    status: 200,
    expectHeaders: { 'content-type': 'text/plain; charset=utf-8', 'content-encoding': 'br' },
  },
  {
    name: 'every encoding refused (q=0): the file as it is',
    path: '/llms.txt',
    headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    status: 200,
    expectHeaders: { 'content-type': 'text/plain; charset=utf-8', 'content-encoding': undefined },
  },
  {
    name: 'brotli refused, gzip taken',
    path: '/llms.txt',
    headers: { 'accept-encoding': 'br;q=0, gzip' },
    status: 200,
    expectHeaders: { 'content-encoding': 'gzip' },
  },
  ...(
    [
      [routes.blog.feeds.rss, 'application/rss+xml; charset=utf-8', /^<\?xml[\s\S]*<rss/],
      [routes.blog.feeds.atom, 'application/atom+xml; charset=utf-8', /^<\?xml[\s\S]*<feed/],
      [routes.blog.feeds.json, 'application/feed+json; charset=utf-8', /^\{\s*"version": "https:\/\/jsonfeed\.org/],
      [routes.changelog.rss, 'application/rss+xml; charset=utf-8', /^<\?xml[\s\S]*<rss/],
      ['/sitemap.xml', 'text/xml; charset=utf-8', /^<\?xml[\s\S]*<urlset/],
      [
        routes.openSearch,
        'application/opensearchdescription+xml; charset=utf-8',
        /^<\?xml[\s\S]*<OpenSearchDescription/,
      ],
    ] as const
  ).map(([feed, type, body]) => ({
    name: `${feed}: the type its <link> declares`,
    path: feed,
    status: 200,
    expectHeaders: { 'content-type': type },
    body,
  })),
  {
    name: 'Open Graph image',
    path: '/og/docs/Testflux/Get%20Started/installation.png',
    status: 200,
    expectHeaders: { 'content-type': 'image/png' },
    body: /^\x89PNG/,
  },
];

for (const [name, key] of [
  ['nginx', 'nginx'],
  ['npm start server', 'node'],
] as const) {
  describe(`hosting rules on ${name}`, () => {
    it.each(CASES)('$name', async (c) => {
      const server = servers.find((s) => s.name === name)!;
      const reply = await request(server.port, c.method ?? 'GET', c.path, c.headers);
      expect(reply.status).toBe(typeof c.status === 'number' ? c.status : c.status[key]);
      if (c.location) expect(reply.headers.location).toBe(c.location);
      for (const [k, v] of Object.entries(c.expectHeaders ?? {})) expect(reply.headers[k], k).toBe(v);
      for (const [k, v] of Object.entries(c.matchHeaders ?? {})) expect(String(reply.headers[k]), k).toMatch(v);
      if (c.body) expect(reply.body).toMatch(c.body);
      if (c.notBody) expect(reply.body).not.toMatch(c.notBody);
    });

    // A revalidation (every page's Cache-Control asks for one) costs a 304, not the page again.
    it.each([
      ['a page', `${INSTALL}/`, {}],
      ['a page, brotli', `${INSTALL}/`, { 'accept-encoding': 'br' }],
      ['the first piece of the index', routes.search.index, { 'accept-encoding': 'gzip' }],
    ])('%s revalidates to a 304 with its ETag and Last-Modified', async (_, url, headers: Record<string, string>) => {
      const server = servers.find((s) => s.name === name)!;
      const first = await request(server.port, 'GET', url, headers);
      const etag = String(first.headers.etag);
      const modified = String(first.headers['last-modified']);
      expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
      expect(Date.parse(modified)).not.toBeNaN();
      const conditions: Record<string, string>[] = [{ 'if-none-match': etag }, { 'if-modified-since': modified }];
      for (const condition of conditions) {
        const again = await request(server.port, 'GET', url, { ...headers, ...condition });
        expect(again.status, JSON.stringify(condition)).toBe(304);
        expect(again.body).toBe('');
      }
      const changed = await request(server.port, 'GET', url, { ...headers, 'if-none-match': '"0-0"' });
      expect(changed.status).toBe(200);
      expect(changed.body.length).toBeGreaterThan(0);
    });
  });
}
