// Bounded load run (a benchmark, not a test): autocannon against nginx with the generated
// configuration and against the `npm start` server, both on 127.0.0.1, for a few seconds
// each over a mix of pages and assets. Prints requests per second, latency percentiles and
// errors. Run after `npm run build`. DURATION (seconds, default 5) and CONNECTIONS (default 10).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { routes } from '../lib/routes';
import { startNginx } from './nginx-local';

const duration = Number(process.env.DURATION ?? 5);
const connections = Number(process.env.CONNECTIONS ?? 10);
const chunk = fs.readdirSync('out/_next/static/chunks').find((f) => f.endsWith('.js'));
const paths = [
  routes.home,
  routes.docs.home,
  routes.docs.page('CICD & Integrations', 'Jenkinspipeline'),
  routes.docs.page('Environments', 'secrets'),
  routes.blog.home,
  routes.blog.list(7),
  routes.changelog.home,
  `/_next/static/chunks/${chunk}`,
  '/no/such/page/',
];

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

async function waitFor(port: number) {
  for (let i = 0; i < 100; i++) {
    const ok = await new Promise<boolean>((r) => {
      const socket = net
        .connect(port, '127.0.0.1')
        .on('connect', () => {
          socket.end();
          r(true);
        })
        .on('error', () => r(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing listening on ${port}`);
}

async function run(name: string, port: number) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration,
    requests: paths.map((path) => ({ method: 'GET' as const, path, headers: { 'accept-encoding': 'br, gzip' } })),
  });
  const s2xx = result['2xx'];
  const others = result.non2xx;
  console.log(
    `${name.padEnd(18)} ${result.requests.average.toFixed(0).padStart(7)} req/s   latency p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms   ` +
      `${s2xx} 2xx, ${others} non-2xx (the 404 page is one of ${paths.length} paths), errors ${result.errors}, timeouts ${result.timeouts}`,
  );
}

const nginxPort = await freePort();
const nginx = startNginx({ port: nginxPort, root: 'out' }).child;
const nodePort = await freePort();
// Node itself, not npx: a SIGTERM to npx would leave the server running.
const node = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
  env: { ...process.env, PORT: String(nodePort) },
  stdio: 'ignore',
});
try {
  await Promise.all([waitFor(nginxPort), waitFor(nodePort)]);
  console.log(`${connections} connections, ${duration} s each, ${paths.length} paths in rotation:`);
  await run('nginx', nginxPort);
  await run('npm start server', nodePort);
} finally {
  nginx.kill('SIGTERM');
  node.kill('SIGTERM');
}
