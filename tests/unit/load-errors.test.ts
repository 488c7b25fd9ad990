import { describe, expect, it } from 'vitest';
import { ASSET_RELOAD_GUARD_MS } from '@/lib/constants';
import { assetReloadMark, isChunkLoadError, isFetchError, shouldReloadAfterAssetFailure } from '@/lib/load-errors';

const now = 1_000_000;

describe('shouldReloadAfterAssetFailure', () => {
  it.each([
    ['no reload yet', null, true],
    ['an unreadable mark', '{not json', true],
    ['a mark without a time', JSON.stringify({ path: '/search/' }), true],
    ['another path reloaded just now', assetReloadMark('/blog/', now - 10), true],
    ['this path reloaded just now', assetReloadMark('/search/', now - 10), false],
    ['this path reloaded just inside the guard', assetReloadMark('/search/', now - ASSET_RELOAD_GUARD_MS + 1), false],
    ['this path reloaded exactly a guard ago', assetReloadMark('/search/', now - ASSET_RELOAD_GUARD_MS), true],
    ['this path reloaded long ago (a later deploy)', assetReloadMark('/search/', now - 60 * 60 * 1000), true],
    ['a mark from the future (clock changed)', assetReloadMark('/search/', now + 5000), true],
  ])('%s → reload %s', (_case, mark, expected) => {
    expect(shouldReloadAfterAssetFailure(mark, '/search/', now, ASSET_RELOAD_GUARD_MS)).toBe(expected);
  });
});

describe('load error kinds', () => {
  it.each([
    [{ name: 'ChunkLoadError', message: 'Loading chunk 5 failed.' }, true, false],
    [new Error('Failed to load chunk /_next/static/chunks/a1.js from module 64893'), true, false],
    [new Error('Loading CSS chunk app-layout failed'), true, false],
    [new TypeError('Failed to fetch'), false, true],
    [new Error('NetworkError when attempting to fetch resource.'), false, true],
    [new Error('Cannot read properties of undefined'), false, false],
    [null, false, false],
  ])('%o → chunk %s, fetch %s', (error, chunk, fetchError) => {
    expect(isChunkLoadError(error)).toBe(chunk);
    expect(isFetchError(error)).toBe(fetchError);
  });
});
