/**
 * Repairs the ARIA of DocSearch 3.9's modal, which axe-core flags (and screen readers stumble
 * over): the overlay carries combobox attributes, every result list shares the id
 * "docsearch-list" so the input's aria-controls points nowhere. Applied after each DOM change
 * of the modal; the behaviour is unchanged. (Options holding links are avoided in
 * search-modal.tsx, whose hits are not separately focusable.)
 */
export function repairDocSearchAria(root: ParentNode = document) {
  const overlay = root.querySelector('.DocSearch-Container');
  for (const attr of ['role', 'tabindex', 'aria-expanded', 'aria-haspopup', 'aria-controls', 'aria-labelledby']) {
    overlay?.removeAttribute(attr);
  }
  // The results scroll; keyboard users reach that region with Tab (its hits are not links).
  const dropdown = root.querySelector('.DocSearch-Dropdown');
  if (dropdown && dropdown.getAttribute('tabindex') !== '0') dropdown.setAttribute('tabindex', '0');
  const lists = [...root.querySelectorAll<HTMLElement>('.DocSearch-Dropdown ul[role="listbox"]')];
  lists.forEach((ul, i) => {
    const id = `docsearch-hits${i}-list`;
    if (ul.id !== id) ul.id = id;
  });
  const input = root.querySelector<HTMLInputElement>('#docsearch-input');
  if (input) {
    const controls = lists.map((ul) => ul.id).join(' ');
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-expanded', String(lists.length > 0));
    if (controls) input.setAttribute('aria-controls', controls);
    else input.removeAttribute('aria-controls');
  }
}
