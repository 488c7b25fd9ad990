#!/usr/bin/env node
// Serves the static export (out/, or OUT_DIR) on 127.0.0.1 (PORT, default 3000) the way the
// production hosts do: `.html` and `index.html` addresses redirect to the bare path, paths
// get a trailing slash, unknown paths get the export's 404 page with status 404, and an
// address that cannot be decoded gets status 400 with the same readable page.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import handler from 'serve-handler';

const root = path.resolve(process.env.OUT_DIR ?? 'out');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`${root} has no build. Run \`npm run build\` first (or \`npm start\`, which builds and serves).`);
  process.exit(1);
}
const notFoundPage = path.join(root, '404.html');

function sendPage(res, status) {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
  fs.createReadStream(notFoundPage).pipe(res);
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  try {
    decodeURIComponent(url.pathname);
  } catch {
    return sendPage(res, 400);
  }
  const html = url.pathname.match(/^(.*?)(?:\/index\.html|\.html)$/);
  if (html) {
    const bare = html[1].endsWith('/') ? html[1] : `${html[1]}/`;
    res.writeHead(301, { Location: bare + url.search });
    return res.end();
  }
  return handler(req, res, { public: root, cleanUrls: true, trailingSlash: true, directoryListing: false });
});
server.listen(port, host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${host}:${port}/ (Ctrl+C to stop)`);
});
