// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TabsClient } from '@/components/mdx/tabs-client';
import { AnnouncementClose } from '@/components/layout/announcement-close';
import { STORAGE_KEYS } from '@/lib/constants';

const items = [
  { value: 'windows', label: 'Windows' },
  { value: 'macos', label: 'macOS' },
];
const panels = [<p key="w">Run the .exe installer</p>, <p key="m">Open the .dmg</p>];

// jsdom lays nothing out and has no scrollIntoView: each test sees which tab was scrolled into view.
const scrolledIntoView = vi.fn<(this: Element, options?: ScrollIntoViewOptions) => void>();
beforeEach(() => {
  localStorage.clear();
  scrolledIntoView.mockReset();
  Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
    scrolledIntoView.call(this, typeof options === 'object' ? options : undefined);
  };
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('data-announcement-dismissed');
});

describe('Tabs', () => {
  it('switches every tab set of the same group together and remembers the choice', () => {
    render(
      <>
        <TabsClient groupId="os" items={items} defaultValue="windows">
          {panels}
        </TabsClient>
        <TabsClient groupId="os" items={items} defaultValue="windows">
          {panels}
        </TabsClient>
      </>,
    );
    fireEvent.click(screen.getAllByRole('tab', { name: 'macOS' })[0]);
    for (const tab of screen.getAllByRole('tab', { name: 'macOS' }))
      expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(localStorage.getItem(`${STORAGE_KEYS.tabsPrefix}os`)).toBe('macos');
  });

  it('restores the remembered choice', () => {
    localStorage.setItem(`${STORAGE_KEYS.tabsPrefix}os`, 'macos');
    render(
      <TabsClient groupId="os" items={items} defaultValue="windows">
        {panels}
      </TabsClient>,
    );
    expect(screen.getByRole('tab', { name: 'macOS' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Open the .dmg').closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(false);
  });

  it('moves between tabs with the arrow keys', () => {
    render(
      <TabsClient items={items} defaultValue="windows">
        {panels}
      </TabsClient>,
    );
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Windows' }), { key: 'ArrowRight' });
    const macos = screen.getByRole('tab', { name: 'macOS' });
    expect(macos.getAttribute('aria-selected')).toBe('true');
    // Where the tabs outrun the column, the one reached is scrolled into the list's view.
    expect(scrolledIntoView.mock.contexts).toEqual([macos]);
  });

  it('keeps working with a console warning when storage throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    render(
      <TabsClient groupId="os" items={items} defaultValue="windows">
        {panels}
      </TabsClient>,
    );
    fireEvent.click(screen.getByRole('tab', { name: 'macOS' }));
    expect(screen.getByRole('tab', { name: 'macOS' }).getAttribute('aria-selected')).toBe('true');
    expect(warn).toHaveBeenCalled();
  });
});

describe('Closeable announcement', () => {
  it('stores the dismissal with the announcement id', () => {
    render(<AnnouncementClose id="release-1-4-20" />);
    fireEvent.click(screen.getByRole('button', { name: 'Close announcement' }));
    expect(localStorage.getItem(STORAGE_KEYS.announcementDismiss)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.announcementId)).toBe('release-1-4-20');
    expect(document.documentElement.getAttribute('data-announcement-dismissed')).toBe('true');
  });

  it('shows a new announcement again after an old one was dismissed', () => {
    localStorage.setItem(STORAGE_KEYS.announcementId, 'release-1-4-14');
    localStorage.setItem(STORAGE_KEYS.announcementDismiss, 'true');
    document.documentElement.setAttribute('data-announcement-dismissed', 'true');
    act(() => {
      render(<AnnouncementClose id="release-1-4-20" />);
    });
    expect(localStorage.getItem(STORAGE_KEYS.announcementDismiss)).toBe('false');
    expect(document.documentElement.hasAttribute('data-announcement-dismissed')).toBe(false);
  });
});
