// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigationPending, ProgressBar } from '@/components/layout/progress-bar';
import { NAVIGATION_DELAY_MS } from '@/lib/constants';
import { INNER_CONTROL_ATTRIBUTE } from '@/lib/plain-click';

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

describe('navigation spinner on a click', () => {
  // One link to another page, holding a button and a marked pointer target, as a stored search in the search modal does.
  const cases: [string, string, boolean][] = [
    ['the link itself', 'a', true],
    ['text inside the link', 'a > span.text', true],
    ['a button inside the link', 'a button', false],
    ['a control marked inside the link', `a [${INNER_CONTROL_ATTRIBUTE}]`, false],
  ];
  it.each(cases)('a plain click on %s starts it: %s', (_, selector, starts) => {
    render(<ProgressBar />);
    document.body.insertAdjacentHTML(
      'beforeend',
      `<a href="/docs/Testflux/Test%20Actions/browser/"><span class="text">Browser</span><button>Save</button><span ${INNER_CONTROL_ATTRIBUTE}>x</span></a>`,
    );
    const target = document.querySelector<HTMLElement>(selector)!;
    target.addEventListener('click', (e) => e.preventDefault());
    target.click();
    vi.advanceTimersByTime(NAVIGATION_DELAY_MS + 50);
    expect(navigationPending.get()).toBe(starts);
  });
});
