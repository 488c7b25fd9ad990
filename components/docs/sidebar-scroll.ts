/**
 * Brings the current page's link to the middle of the desktop sidebar's own scroll box (never
 * the window's), when the box is shown and the link is not wholly in it already: on a first load,
 * and when the sidebar is expanded again. A link in view stays where it is, and the tree's top
 * with it.
 */
export function centerCurrentLink(link: HTMLElement | null | undefined): void {
  const box = link?.closest<HTMLElement>('.docs-sidebar__scroll');
  if (!link || !box || box.offsetParent === null) return;
  const top = link.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
  if (top >= box.scrollTop && top + link.offsetHeight <= box.scrollTop + box.clientHeight) return;
  box.scrollTop = top - box.clientHeight / 2;
}
