import { describe, expect, it } from 'vitest';
import { isPrecompressed } from '../../lib/hosting/rules';
import { routes } from '../../lib/routes';

describe('isPrecompressed', () => {
  it('keeps copies of every text file a browser or assistant fetches', () => {
    for (const p of [
      '/index.html',
      '/docs/Testflux/Environments/secrets/index.txt',
      '/docs/Testflux/Environments/secrets/__next._index.txt',
      '/_next/static/chunks/app.js',
      '/search/index.json',
      `${routes.search.pieces('abc')}0.json`,
      '/docs/Testflux/Environments/secrets.md',
      '/llms-full.txt',
      '/sitemap.xml',
    ])
      expect(isPrecompressed(p), p).toBe(true);
  });

  it('leaves out the search records (read from disk by search:push only) and binary files', () => {
    expect(isPrecompressed(routes.search.records)).toBe(false);
    expect(isPrecompressed('/og/docs/a.png')).toBe(false);
  });
});
