#!/usr/bin/env node
// Serves the static export in out/ on 127.0.0.1 (PORT, default 3000) the way a static host
// does: trailing slashes, the export's 404.html for unknown paths.
import http from 'node:http';
import fs from 'node:fs';
import handler from 'serve-handler';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
if (!fs.existsSync('out/index.html')) {
  console.error('out/ has no build. Run `npm run build` first (or `npm start`, which builds and serves).');
  process.exit(1);
}

const server = http.createServer((req, res) =>
  handler(req, res, { public: 'out', cleanUrls: true, trailingSlash: true, directoryListing: false }),
);
server.listen(port, host, () => {
  console.log(`Serving the site at http://${host}:${port}/ (Ctrl+C to stop)`);
});
