import { describe, expect, it } from 'vitest';
import {
  DESKTOP_BREAKPOINT_PX,
  DOCS_VERSION,
  NAVIGATION_DELAY_MS,
  POSTS_PER_PAGE,
  PROGRESS_BAR,
  SEARCH,
  STORAGE_KEYS,
} from '@/lib/constants';

// The spec's numbers (site-spec sections 4, 5 and 9): a change here is a change of requirement.
describe('spec constants', () => {
  it.each([
    ['desktop breakpoint', DESKTOP_BREAKPOINT_PX, 996],
    ['posts per page', POSTS_PER_PAGE, 5],
    ['navigation delay', NAVIGATION_DELAY_MS, 200],
    ['progress minimum', PROGRESS_BAR.minimum, 0.08],
    ['progress speed', PROGRESS_BAR.speed, 200],
    ['progress trickle rate', PROGRESS_BAR.trickleRate, 0.02],
    ['progress trickle interval', PROGRESS_BAR.trickleSpeed, 800],
    ['hits per page', SEARCH.hitsPerPage, 20],
    ['snippet words', SEARCH.snippetWords, 10],
    ['snippet words on mobile', SEARCH.snippetWordsMobile, 5],
    ['max hits per group', SEARCH.maxHitsPerGroup, 5],
    ['stalled threshold', SEARCH.stalledMs, 300],
    ['modal input limit', SEARCH.modalMaxQueryLength, 64],
    ['page input limit', SEARCH.pageMaxQueryLength, 512],
    ['recent searches', SEARCH.recentSearchesLimit, 7],
    ['recent searches with favorites', SEARCH.recentSearchesWithFavoritesLimit, 4],
    ['favorites', SEARCH.favoriteSearchesLimit, 10],
    ['view event batch', SEARCH.insightsBatchSize, 20],
    ['view event debounce', SEARCH.insightsDebounceMs, 400],
    ['host down period', SEARCH.hostDownMs, 120_000],
  ])('%s is %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('has no progress spinner, stores the theme under "theme" and one docs version labelled Next', () => {
    expect(PROGRESS_BAR.showSpinner).toBe(false);
    expect(STORAGE_KEYS.theme).toBe('theme');
    expect(DOCS_VERSION).toEqual({ name: 'current', label: 'Next', path: '/docs/' });
  });
});
