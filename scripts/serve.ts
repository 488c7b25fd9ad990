// The `npm start` server: serves the export (out/, or OUT_DIR) on 127.0.0.1 (PORT, default
// 3000) with the rules the build wrote to hosting/serve.json, as nginx does with the same
// rules: redirects, .html normalisation, trailing slashes, precompressed files, cache and
// security headers, 404 with the site's page, 400 for an address that cannot be decoded, and
// the Markdown twin of a page for a request whose Accept header asks for text/markdown.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { cacheControlFor, ENCODINGS, markdownAcceptTest, redirectTarget, type ServeConfig } from '../lib/hosting/rules';
import { canonicalPath } from '../lib/routes';

const root = path.resolve(process.env.OUT_DIR ?? 'out');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const configFile = path.resolve('hosting/serve.json');
if (!fs.existsSync(path.join(root, 'index.html')) || !fs.existsSync(configFile)) {
  console.error(`${root} has no build. Run \`npm run build\` first (or \`npm start\`, which builds and serves).`);
  process.exit(1);
}
const rules = JSON.parse(fs.readFileSync(configFile, 'utf8')) as ServeConfig;
if (!fs.existsSync(path.join(root, rules.notFound.file))) {
  console.error(
    `${root} has no ${rules.notFound.file}, the page every unknown address gets. Run \`npm run build\` again.`,
  );
  process.exit(1);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'text/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};
TYPES[rules.markdown.extension] = rules.markdown.contentType;
const prefersMarkdown = markdownAcceptTest(rules.markdown.acceptPattern);

type Req = http.IncomingMessage;
type Res = http.ServerResponse;

/** Whether an Accept-Encoding header takes this encoding: listed, or by `*`, with a weight above 0. */
function acceptsEncoding(header: string, encoding: string): boolean {
  const weights = new Map(
    header.split(',').map((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return [name.trim(), q === undefined ? 1 : Number(q)] as const;
    }),
  );
  return (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
}

/** Validators as nginx sends them: the file's modification time (hex seconds) and size. */
function validators(stat: fs.Stats) {
  return {
    ETag: `"${Math.floor(stat.mtimeMs / 1000).toString(16)}-${stat.size.toString(16)}"`,
    'Last-Modified': stat.mtime.toUTCString(),
  };
}

/** Whether the client's copy is current (If-None-Match first, as RFC 9110 orders them). */
function notModified(req: Req, v: ReturnType<typeof validators>): boolean {
  const match = req.headers['if-none-match'];
  if (match) return match.trim() === '*' || match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === v.ETag);
  const since = Date.parse(String(req.headers['if-modified-since'] ?? ''));
  return !Number.isNaN(since) && Date.parse(v['Last-Modified']) <= since;
}

function send(req: Req, res: Res, status: number, headers: Record<string, string | number>, file?: string) {
  res.writeHead(status, { ...rules.headers, ...headers });
  if (req.method === 'HEAD' || !file) return res.end();
  // A file gone since it was found (a build writing out/, a missing 404.html) ends this response,
  // not the server: an error on a stream nobody listens to would exit the process.
  fs.createReadStream(file)
    .on('error', (error) => {
      console.error(error);
      res.destroy();
    })
    .pipe(res);
}

function page(req: Req, res: Res, status: number) {
  send(
    req,
    res,
    status,
    { 'Content-Type': TYPES['.html'], 'Cache-Control': rules.cache.revalidate },
    path.join(root, rules.notFound.file),
  );
}

function redirect(req: Req, res: Res, location: string) {
  send(req, res, 301, { Location: location, 'Cache-Control': rules.cache.revalidate });
}

/** A file's stat, or undefined for a path no file can have: absent, or too long a name for the disk. */
function statIfAny(file: string): fs.Stats | undefined {
  try {
    return fs.statSync(file, { throwIfNoEntry: false });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENAMETOOLONG') return undefined;
    throw error;
  }
}

function handle(req: Req, res: Res) {
  const [rawPath, ...rest] = (req.url ?? '/').split('?');
  const search = rest.length ? `?${rest.join('?')}` : '';
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return send(req, res, 405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' });
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return page(req, res, 400);
  }
  if (decoded.includes('\0') || !rawPath.startsWith('/')) return page(req, res, 400);

  const canonical = canonicalPath(rawPath);
  if (canonical) return redirect(req, res, `${canonical}${search}`);
  const moved = redirectTarget(rules.redirects, rawPath);
  if (moved) return redirect(req, res, moved);
  if (rules.notFound.paths.includes(decoded)) return page(req, res, 404);

  // Resolve inside the export only: a path that climbs out of it is not found.
  const target = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  if (target !== root && !target.startsWith(root + path.sep)) return page(req, res, 404);
  let file = target;
  let stat = statIfAny(file);
  if (stat?.isDirectory()) {
    if (!decoded.endsWith('/')) return redirect(req, res, `${rawPath}/${search}`);
    file = path.join(file, 'index.html');
    stat = statIfAny(file);
    // A page's Markdown twin (/a/b/ -> /a/b.md) when the client asks for Markdown.
    if (prefersMarkdown(req.headers.accept)) {
      const twin =
        target === root ? path.join(root, `index${rules.markdown.extension}`) : target + rules.markdown.extension;
      const twinStat = statIfAny(twin);
      if (twinStat?.isFile()) [file, stat] = [twin, twinStat];
    }
  }
  // A file asked for as a folder (/robots.txt/) is not found, as nginx has it.
  if (!stat?.isFile() || (decoded.endsWith('/') && file === target)) return page(req, res, 404);

  // A twin fetched at its own address names its page as the canonical one (by its decoded path,
  // however the request encoded it; not a twin the negotiation served at its page's address).
  const twinLink = file === target ? rules.twinLinks[path.posix.normalize(decoded)] : undefined;
  const headers = {
    ...(twinLink ? { Link: twinLink } : {}),
    'Content-Type': rules.fileTypes[decoded] ?? TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': cacheControlFor(decoded, rules.cache),
    // A page and its twin are two representations of one URL.
    Vary:
      decoded.endsWith('/') || file.endsWith(rules.markdown.extension)
        ? `Accept-Encoding, ${rules.markdown.vary}`
        : 'Accept-Encoding',
  };
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const reply = (body: string, bodyStat: fs.Stats, extra: Record<string, string> = {}) => {
    const v = validators(bodyStat);
    if (notModified(req, v)) return send(req, res, 304, { ...headers, ...extra, ...v });
    return send(req, res, 200, { ...headers, ...extra, ...v, 'Content-Length': bodyStat.size }, body);
  };
  for (const encoding of rules.compressed) {
    const variant = file + ENCODINGS[encoding];
    const variantStat = acceptsEncoding(accepted, encoding) ? statIfAny(variant) : undefined;
    if (variantStat?.isFile()) return reply(variant, variantStat, { 'Content-Encoding': encoding });
  }
  return reply(file, stat);
}

const server = http.createServer((req, res) => {
  try {
    handle(req, res);
  } catch (error) {
    // The server's own failure, not a missing page: say so, as nginx would.
    console.error(error);
    if (!res.headersSent) {
      res.writeHead(500, { ...rules.headers, 'Content-Type': TYPES['.txt'], 'Cache-Control': 'no-store' });
      res.end('500 Internal Server Error: the npm start server failed on this request; its console says why.\n');
    } else res.destroy();
  }
});
server.listen(port, host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${host}:${port}/ (Ctrl+C to stop)`);
});
