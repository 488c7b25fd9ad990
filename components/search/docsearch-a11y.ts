import { SEARCH } from '@/lib/constants';

/** The DocSearch item attributes that belong to the option, which is the hit's link. */
const OPTION_ATTRIBUTES = ['role', 'id', 'aria-selected'];

/**
 * Repairs the ARIA of DocSearch 3.9's modal, which axe-core flags (and screen readers stumble
 * over): the overlay carries combobox attributes, every result list shares the id
 * "docsearch-list" so the input's aria-controls points nowhere (and each is named as the field
 * is), and each hit is an option (<li role="option">) holding a link, an interactive element
 * inside another.
 *
 * Hits are links (hit-link.tsx), so the option moves onto the link: its role, its id (the
 * input's aria-activedescendant) and aria-selected go from DocSearch's <li> to the <a>, and the
 * <li> becomes presentational. DocSearch re-sets aria-selected on the <li> whenever the active
 * hit changes; this runs after each such change (a MutationObserver in search-modal.tsx) and
 * moves it again. The behaviour is unchanged.
 */
export function repairDocSearchAria(root: ParentNode = document) {
  // DocSearch's modal is not marked as a dialog at all.
  const modal = root.querySelector('.DocSearch-Modal');
  if (modal) {
    setAttribute(modal, 'role', 'dialog');
    setAttribute(modal, 'aria-modal', 'true');
    setAttribute(modal, 'aria-label', SEARCH.label);
  }
  const overlay = root.querySelector('.DocSearch-Container');
  for (const attr of ['role', 'tabindex', 'aria-expanded', 'aria-haspopup', 'aria-controls', 'aria-labelledby']) {
    overlay?.removeAttribute(attr);
  }
  // The results scroll; a focusable region keeps them reachable without a pointer (axe).
  const dropdown = root.querySelector('.DocSearch-Dropdown');
  if (dropdown) setAttribute(dropdown, 'tabindex', '0');
  const lists = [...root.querySelectorAll<HTMLElement>('.DocSearch-Dropdown ul[role="listbox"]')];
  lists.forEach((ul, i) => {
    const id = `docsearch-hits${i}-list`;
    if (ul.id !== id) ul.id = id;
    // Each list is named by its group's title ("Docs › Run Tests", "Recent"), not the field's
    // label that DocSearch gives them all, so a reader moving through hits hears the group.
    const title = ul.previousElementSibling;
    if (title?.classList.contains('DocSearch-Hit-source')) {
      setAttribute(title, 'id', `${id}-title`);
      setAttribute(ul, 'aria-labelledby', `${id}-title`);
    }
  });
  for (const item of root.querySelectorAll<HTMLElement>('.DocSearch-Hit')) moveOptionToLink(item);
  const input = root.querySelector<HTMLInputElement>('#docsearch-input');
  if (input) {
    const controls = lists.map((ul) => ul.id).join(' ');
    setAttribute(input, 'role', 'combobox');
    setAttribute(input, 'aria-expanded', String(lists.length > 0));
    if (controls) setAttribute(input, 'aria-controls', controls);
    else input.removeAttribute('aria-controls');
  }
}

function moveOptionToLink(item: HTMLElement) {
  const link = item.querySelector<HTMLAnchorElement>(':scope > a[href]');
  if (!link) return;
  for (const attr of OPTION_ATTRIBUTES) {
    const value = item.getAttribute(attr);
    if (value === null || (attr === 'role' && value === 'none')) continue;
    setAttribute(link, attr, value);
    item.removeAttribute(attr);
  }
  setAttribute(item, 'role', 'none');
}

/**
 * Sets an attribute only when its value changes: the observer that runs this watches
 * attributes, and every setAttribute call is a mutation, even with the same value.
 */
function setAttribute(el: Element, name: string, value: string) {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}
