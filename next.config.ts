// Static export. contentlayer2 runs as its own step before `next build` (see
// contentlayer.config.ts for why `withContentlayer` is not used with Turbopack).
import { redirects as siteRedirects } from './lib/redirects';

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  basePath: '',
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  // Next does not apply redirects() to an export; the hosting build turns these into server
  // rules, and the docs route exports a meta-refresh page at each old path.
  async redirects() {
    return siteRedirects.map(({ source, destination }) => ({ source, destination, permanent: true }));
  },
};

export default nextConfig;
