// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repairDocSearchAria } from '@/components/search/docsearch-a11y';
import { keyHint, runHitActionKey, START_SCREEN_TRANSLATIONS } from '@/components/search/hit-actions';
import { storedSearchDone } from '@/components/search/modal-kind-state';
import { addRecentSearch, readStoredHits, repairStoredList, shownText } from '@/components/search/stored-searches';
import { storedSearchKeys } from '@/components/search/history-keys';
import type { RecentHit } from '@/lib/search/group-hits';
import { HitLink } from '@/components/search/hit-link';
import { KindChips } from '@/components/search/kind-chips';

afterEach(cleanup);

describe('DocSearch ARIA repair', () => {
  it('makes each hit link the option, the <li> presentational, and is idempotent', () => {
    document.body.innerHTML = `
      <div class="DocSearch-Container" role="button" aria-expanded="true">
        <input id="docsearch-input" aria-activedescendant="docsearch-item-1">
        <div class="DocSearch-Dropdown">
          <div class="DocSearch-Hit-source">Run Tests</div>
          <ul role="listbox" id="docsearch-list" aria-labelledby="docsearch-label">
            <li class="DocSearch-Hit" role="option" id="docsearch-item-0" aria-selected="false"><a href="/a/">A</a></li>
            <li class="DocSearch-Hit" role="option" id="docsearch-item-1" aria-selected="true"><a href="/b/">B</a></li>
          </ul>
        </div>
      </div>`;
    repairDocSearchAria();
    const links = [...document.querySelectorAll('a')];
    expect(links.map((a) => [a.getAttribute('role'), a.id, a.getAttribute('aria-selected')])).toEqual([
      ['option', 'docsearch-item-0', 'false'],
      ['option', 'docsearch-item-1', 'true'],
    ]);
    const items = [...document.querySelectorAll('li')];
    expect(items.every((li) => li.getAttribute('role') === 'none' && !li.id && !li.hasAttribute('aria-selected'))).toBe(
      true,
    );
    // DocSearch moves the active hit by setting aria-selected on its <li> again.
    items[0].setAttribute('aria-selected', 'true');
    items[1].setAttribute('aria-selected', 'false');
    repairDocSearchAria();
    expect(links.map((a) => a.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    const settled = document.body.innerHTML;
    repairDocSearchAria();
    expect(document.body.innerHTML).toBe(settled);
    expect(document.querySelector('input')!.getAttribute('aria-controls')).toBe('docsearch-hits0-list');
    expect(document.querySelector('.DocSearch-Container')!.hasAttribute('role')).toBe(false);
    // The list is named by its group's title, not the field's label.
    expect(screen.getByRole('listbox', { name: 'Run Tests' })).toBeTruthy();
  });
});

/** A stored search's content as DocSearch 3.9 draws it: icon, title, and its action buttons. */
function storedSearch(actions: { title: string; onClick: () => void }[]) {
  const stop = (run: () => void) => (e: React.MouseEvent) => {
    e.preventDefault();
    e.stopPropagation();
    run();
  };
  return (
    <div className="DocSearch-Hit-Container">
      <div className="DocSearch-Hit-icon">
        <svg />
      </div>
      <div className="DocSearch-Hit-content-wrapper">
        <span className="DocSearch-Hit-title">Secrets</span>
      </div>
      <>
        {actions.map(({ title, onClick }) => (
          <div key={title} className="DocSearch-Hit-action">
            <button className="DocSearch-Hit-action-button" title={title} type="submit" onClick={stop(onClick)}>
              <svg />
            </button>
          </div>
        ))}
      </>
    </div>
  );
}

describe('stored searches (recent, favorite)', () => {
  beforeEach(() => document.body.replaceChildren());
  const { saveRecentSearchButtonTitle: save, removeRecentSearchButtonTitle: remove } = START_SCREEN_TRANSLATIONS;
  const keyCases: [string, KeyboardEventInit, string, 'save' | 'remove' | null][] = [
    ['Delete removes', { key: 'Delete' }, '', 'remove'],
    ['Ctrl+S saves', { key: 's', ctrlKey: true }, '', 'save'],
    ['Cmd+S saves', { key: 'S', metaKey: true }, '', 'save'],
    ['a letter types', { key: 's' }, '', null],
    ['Delete in a typed query edits it', { key: 'Delete' }, 'sec', null],
    ['Backspace clears the query, never a search', { key: 'Backspace' }, '', null],
    ['Cmd+Backspace likewise', { key: 'Backspace', metaKey: true }, '', null],
    ['Ctrl+Delete is not Delete', { key: 'Delete', ctrlKey: true }, '', null],
    ['Alt+S is not save', { key: 's', altKey: true, ctrlKey: true }, '', null],
    ['a held Delete acts once', { key: 'Delete', repeat: true }, '', null],
  ];

  it.each(keyCases)('%s', (_, init, typed, expected) => {
    storedSearchDone.set('');
    const calls = { save: vi.fn(), remove: vi.fn() };
    const onNavigate = vi.fn();
    render(
      <>
        <input id="docsearch-input" aria-activedescendant="hit-0" defaultValue={typed} />
        <HitLink url="/docs/a/" onNavigate={onNavigate}>
          {storedSearch([
            { title: save, onClick: calls.save },
            { title: remove, onClick: calls.remove },
          ])}
        </HitLink>
      </>,
    );
    screen.getByRole('link').id = 'hit-0';
    const event = new KeyboardEvent('keydown', { ...init, cancelable: true });
    expect(runHitActionKey(event)).toBe(expected !== null);
    expect(event.defaultPrevented).toBe(expected !== null);
    expect(calls.save).toHaveBeenCalledTimes(expected === 'save' ? 1 : 0);
    expect(calls.remove).toHaveBeenCalledTimes(expected === 'remove' ? 1 : 0);
    expect(onNavigate).not.toHaveBeenCalled();
    // What the key did is said, as the edit list's buttons say it.
    const said = { save: '“Secrets” saved to favorites.', remove: '“Secrets” removed.' };
    expect(storedSearchDone.get()).toBe(expected ? said[expected] : '');
  });

  it('say the same action on a search of the same title again, in words that differ', () => {
    storedSearchDone.set('');
    const said: string[] = [];
    for (let i = 0; i < 3; i++) {
      render(
        <>
          <input id="docsearch-input" aria-activedescendant={`hit-${i}`} />
          <HitLink url="/docs/a/" onNavigate={() => {}}>
            {storedSearch([{ title: remove, onClick: () => {} }])}
          </HitLink>
        </>,
      );
      screen.getByRole('link').id = `hit-${i}`;
      expect(runHitActionKey(new KeyboardEvent('keydown', { key: 'Delete', cancelable: true }))).toBe(true);
      said.push(storedSearchDone.get());
      cleanup();
    }
    // Each differs from the one before (a live region says a change), and reads the same.
    expect(said[1]).not.toBe(said[0]);
    expect(said[2]).not.toBe(said[1]);
    expect(said.map((text) => text.trim())).toEqual(Array(3).fill('“Secrets” removed.'));
  });

  // jsdom's navigator.platform is "" (no Apple keyboard), as Linux's and Windows' are not Apple's.
  it.each([
    ['', ['Ctrl S', 'Del']],
    ['Win32', ['Ctrl S', 'Del']],
    ['Linux x86_64', ['Ctrl S', 'Del']],
    ['MacIntel', ['⌘ S', '⌦']],
    ['iPhone', ['⌘ S', '⌦']],
    ['iPad', ['⌘ S', '⌦']],
  ])('name their keys in the footer as DocSearch names its own, on platform "%s"', (platform, hints) => {
    const mocked = vi.spyOn(navigator, 'platform', 'get').mockReturnValue(platform);
    try {
      expect([keyHint('save'), keyHint('remove')]).toEqual(hints);
    } finally {
      mocked.mockRestore();
    }
  });

  it('have no control inside the link: the actions are pointer targets, and the link names their keys', () => {
    const calls = { save: vi.fn(), remove: vi.fn() };
    const onNavigate = vi.fn();
    render(
      <HitLink url="/docs/a/" onNavigate={onNavigate}>
        {storedSearch([
          { title: save, onClick: calls.save },
          { title: remove, onClick: calls.remove },
        ])}
      </HitLink>,
    );
    const link = screen.getByRole('link');
    expect(link.querySelectorAll('button, [tabindex]:not(a)')).toHaveLength(0);
    expect(link.getAttribute('aria-keyshortcuts')).toBe('Control+S Meta+S Delete');
    const targets = [...link.querySelectorAll<HTMLElement>('.DocSearch-Hit-action-button')];
    expect(targets.map((t) => [t.tagName, t.dataset.hitAction, t.getAttribute('aria-hidden'), t.title])).toEqual([
      ['SPAN', 'save', 'true', save],
      ['SPAN', 'remove', 'true', remove],
    ]);
    fireEvent.click(targets[1]);
    expect(calls.remove).toHaveBeenCalledOnce();
    expect(onNavigate).not.toHaveBeenCalled();
    // A click elsewhere on the hit still navigates.
    fireEvent.click(screen.getByText('Secrets'));
    expect(onNavigate).toHaveBeenCalledWith('/docs/a/');
  });

  it('leave a search hit without actions as it was', () => {
    render(
      <HitLink url="/docs/a/" onNavigate={() => {}}>
        {storedSearch([])}
      </HitLink>,
    );
    expect(screen.getByRole('link').hasAttribute('aria-keyshortcuts')).toBe(false);
  });
});

describe('kind chips', () => {
  it('are toggle buttons with counts; an empty kind cannot be chosen unless chosen already', () => {
    const onToggle = vi.fn();
    const onAll = vi.fn();
    render(
      <KindChips role="group" counts={{ docs: 42, blog: 3 }} chosen={['blog']} onToggle={onToggle} onAll={onAll} />,
    );
    // Throws unless the chips are one group with that name.
    screen.getByRole('group', { name: 'Filter by kind' });
    const all = screen.getByRole('button', { name: 'All 45' });
    const docs = screen.getByRole('button', { name: 'Docs 42' });
    const changelog = screen.getByRole('button', { name: 'Changelog 0' });
    expect(all.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Blog 3' }).getAttribute('aria-pressed')).toBe('true');
    expect((changelog as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(docs);
    expect(onToggle).toHaveBeenCalledWith('docs');
    fireEvent.click(all);
    expect(onAll).toHaveBeenCalled();
  });
});

describe('kind chips without results', () => {
  it('are not drawn, unless a kind is chosen (to be cleared)', () => {
    const { container, rerender } = render(
      <KindChips role="group" counts={{}} chosen={[]} onToggle={() => {}} onAll={() => {}} />,
    );
    expect(container.innerHTML).toBe('');
    rerender(<KindChips role="group" counts={{}} chosen={['blog']} onToggle={() => {}} onAll={() => {}} />);
    expect(screen.getByRole('button', { name: 'Blog 0' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('stored searches on /search/', () => {
  it.each([
    ['plain text', 'Install on Linux', 'Install on Linux'],
    ['an entity the index wrote', 'CICD &amp; Integrations', 'CICD & Integrations'],
    ['a bare ampersand', 'CICD & Integrations', 'CICD & Integrations'],
    ['highlight marks', '<mark>Sec</mark>rets', 'Secrets'],
    [
      'markup the repair opened as text',
      'List<T> <img src=x onerror=alert(1)>',
      'List<T> <img src=x onerror=alert(1)>',
    ],
  ])('show %s as the modal shows it, once repaired', (_, stored, shown) => {
    const hit = { objectID: 'a', type: 'lvl1', url: '/docs/', hierarchy: { lvl1: stored } };
    const repaired = repairStoredList(JSON.stringify([hit]));
    const [read] = readStoredHits(repaired);
    expect(shownText(read.hierarchy.lvl1 ?? '')).toBe(shown);
  });
});

describe("/search/'s opened results join the modal's recent searches", () => {
  const [recentKey, favoriteKey] = storedSearchKeys('idx');
  const hit = (id: string, lvl1 = `Page ${id}`): RecentHit => ({
    objectID: id,
    type: 'lvl1',
    url: `/${id}/`,
    content: null,
    hierarchy: { lvl0: 'Docs', lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  });
  const ids = (n: number) => Array.from({ length: n }, (_, i) => hit(`r${i}`));
  const stored = (key: string) => readStoredHits(localStorage.getItem(key)).map((h) => h.objectID);
  it.each([
    ['the first', [], [], ['a']],
    ['an opened one again, moved first and kept once', [hit('b'), hit('a')], [], ['a', 'b']],
    ['seven at most, the oldest dropped', ids(7), [], ['a', 'r0', 'r1', 'r2', 'r3', 'r4', 'r5']],
    ['four beside favorites', ids(7), [hit('f')], ['a', 'r0', 'r1', 'r2']],
    ['none while it is a favorite', [hit('b')], [hit('a')], ['b']],
  ])('%s', (_, recent, favorites, expected) => {
    localStorage.clear();
    if (recent.length) localStorage.setItem(recentKey, JSON.stringify(recent));
    if (favorites.length) localStorage.setItem(favoriteKey, JSON.stringify(favorites));
    addRecentSearch('idx', hit('a'));
    expect(stored(recentKey)).toEqual(expected);
  });

  it("stores a heading's markup as text, as the repair before the modal would", () => {
    localStorage.clear();
    addRecentSearch('idx', hit('a', 'List<img src=x>'));
    expect(readStoredHits(localStorage.getItem(recentKey))[0].hierarchy.lvl1).toBe('List&lt;img src=x>');
  });
});
