// Runs Debian's nginx on 127.0.0.1 with the generated configuration (hosting/nginx/) over an
// export, in the foreground, for the tests and for trying the production rules locally:
//   PORT=8080 OUT_DIR=out npx tsx scripts/nginx-local.ts
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NGINX_FILES } from '../lib/hosting/rules';

const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface NginxOptions {
  port: number;
  root: string;
  hostingDir?: string;
}

/** Writes a main configuration around the generated includes: its folder, and nginx's arguments to run it. */
export function prepareNginx({ port, root, hostingDir = 'hosting/nginx' }: NginxOptions) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'testflux-nginx-'));
  for (const f of fs.readdirSync(hostingDir)) fs.copyFileSync(path.join(hostingDir, f), path.join(dir, f));
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${fs.existsSync(BROTLI_MODULE) ? `load_module ${BROTLI_MODULE};` : ''}
daemon off;
master_process off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 512; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
    include ${NGINX_FILES.http};
    server {
        listen 127.0.0.1:${port};
        root ${path.resolve(root)};
        include ${NGINX_FILES.server};
    }
}
`,
  );
  return { dir, args: ['-p', dir, '-c', path.join(dir, 'nginx.conf')] };
}

/**
 * Fails, naming the port, when something already listens on it. nginx retries a taken port for
 * about 2.5 s before it exits, so a check after the start can miss it and measure the other
 * server's pages.
 */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} is in use: stop the server on it, or choose another port.`)
          : error,
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/**
 * Starts nginx in the foreground. Its folder (configuration, pid, error log) goes when it stops
 * as asked (nginx exits with code 0 on SIGTERM, SIGINT or SIGQUIT; SIGKILL is a stop too); after
 * a failure or a crash it stays, named on stderr, for its log.
 */
export function startNginx(options: NginxOptions) {
  const { dir, args } = prepareNginx(options);
  const bin = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const child = spawn(bin, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  child.once('exit', (code, signal) => {
    if (code === 0 || signal === 'SIGKILL') fs.rmSync(dir, { recursive: true, force: true });
    else console.error(`nginx exited (${signal ?? `code ${code}`}): its configuration and error log are in ${dir}`);
  });
  return { child, dir };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 8080);
  const { child } = startNginx({ port, root: process.env.OUT_DIR ?? 'out' });
  console.log(`nginx serving ${process.env.OUT_DIR ?? 'out'} at http://127.0.0.1:${port}/`);
  const stop = () => child.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code) => process.exit(code ?? 0));
}
