// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigationPending, ProgressBar } from '@/components/layout/progress-bar';
import { NAVIGATION_DELAY_MS } from '@/lib/constants';

vi.mock('next/navigation', () => ({ usePathname: () => '/docs/Testflux/Test Actions/reference/' }));

beforeEach(() => {
  vi.useFakeTimers();
  history.replaceState(null, '', '/docs/Testflux/Test%20Actions/reference/');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  navigationPending.set(false);
});

describe('navigation spinner on popstate', () => {
  it('stays off when Back or a TOC link only moves between anchors of the page', () => {
    render(<ProgressBar />);
    history.pushState(null, '', '#wait-for-email');
    window.dispatchEvent(new PopStateEvent('popstate'));
    vi.advanceTimersByTime(NAVIGATION_DELAY_MS + 50);
    expect(navigationPending.get()).toBe(false);
  });

  it('starts when Back leads to another page', () => {
    render(<ProgressBar />);
    history.pushState(null, '', '/docs/Testflux/Test%20Actions/browser/');
    window.dispatchEvent(new PopStateEvent('popstate'));
    vi.advanceTimersByTime(NAVIGATION_DELAY_MS + 50);
    expect(navigationPending.get()).toBe(true);
  });
});
