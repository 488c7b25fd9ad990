/**
 * Brings the current page's link to the middle of the desktop sidebar's own scroll box (never
 * the window's), when the box is shown: on a first load, and when the sidebar is expanded again.
 */
export function centerCurrentLink(link: HTMLElement | null | undefined): void {
  const box = link?.closest<HTMLElement>('.docs-sidebar__scroll');
  if (!link || !box || box.offsetParent === null) return;
  const top = link.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
  box.scrollTop = top - box.clientHeight / 2;
}
