// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { repairDocSearchAria } from '@/components/search/docsearch-a11y';
import { KindChips } from '@/components/search/kind-chips';

afterEach(cleanup);

describe('DocSearch ARIA repair', () => {
  it('makes each hit link the option, the <li> presentational, and is idempotent', () => {
    document.body.innerHTML = `
      <div class="DocSearch-Container" role="button" aria-expanded="true">
        <input id="docsearch-input" aria-activedescendant="docsearch-item-1">
        <div class="DocSearch-Dropdown">
          <ul role="listbox" id="docsearch-list">
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
  });
});

describe('kind chips', () => {
  it('are toggle buttons with counts; an empty kind cannot be chosen unless chosen already', () => {
    const onToggle = vi.fn();
    const onAll = vi.fn();
    render(
      <KindChips role="group" counts={{ docs: 42, blog: 3 }} chosen={['blog']} onToggle={onToggle} onAll={onAll} />,
    );
    expect(screen.getByRole('group', { name: 'Filter by kind' })).toBeTruthy();
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
