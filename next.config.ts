// Static export. contentlayer2 runs as its own step before `next build` (see
// contentlayer.config.ts for why `withContentlayer` is not used with Turbopack).
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import type { NextConfig } from 'next';
import { redirects as siteRedirects } from './lib/redirects';

/** The checked-out commit, or null outside a git checkout (Next then picks a random id). */
function commitId(): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: true,
  basePath: '',
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  // The build checks the types of the code it builds (tsconfig.next.json); `npm test` runs tsc
  // over the whole project, scripts and tests included.
  typescript: { tsconfigPath: 'tsconfig.next.json' },
  // The build id is written into every page. A random one would make each build's pages
  // differ byte for byte; the commit keeps unchanged pages identical, so the build's caches
  // (precompression, search records) reuse them. Next's docs suggest the same for deploys.
  generateBuildId: async () => commitId(),
  experimental: {
    // Static generation on every core (Next's default keeps one free: one worker on two cores).
    cpus: os.availableParallelism(),
    // Turbopack's build cache cost more than it saved here: a clean `next build` took 28.3 s
    // and 50 CPU-s with it, 22.4 s and 40 CPU-s without, and a rebuild after one MDX change
    // 23.6 s without it (the content is compiled into the pages, so most of them recompile).
    turbopackFileSystemCacheForBuild: false,
  },
  // `npm run dev` reads the generated content from a mirror that only changes where the
  // content did (scripts/lib/content-dev.ts).
  ...(process.env.CONTENT_DEV_MIRROR
    ? {
        turbopack: {
          resolveAlias: { 'contentlayer/generated': `./${process.env.CONTENT_DEV_MIRROR}/generated/index.mjs` },
        },
      }
    : {}),
  // Next does not apply redirects() to an export; the hosting build turns these into server
  // rules, and a meta-refresh page is exported at each old path (lib/redirects.ts says where).
  async redirects() {
    return siteRedirects.flatMap(({ source, destination, folder }) => [
      { source, destination, permanent: true },
      ...(folder ? [{ source: `${source}:rest*`, destination: `${destination}:rest*`, permanent: true }] : []),
    ]);
  },
};

export default nextConfig;
