/**
 * While a modal dialog is open, everything outside it is inert: a screen reader's virtual
 * cursor, Tab and find-in-page reach only the dialog, as a modal dialog's readers expect
 * (aria-modal alone is not honoured by every screen reader). The dialog may sit at any depth
 * (the mobile menu is inside the navbar): every sibling of it and of each of its ancestors up
 * to <body> goes inert. Returns the undo, which leaves alone whatever was inert before.
 */
export function inertOutside(dialog: Element): () => void {
  const made: Element[] = [];
  for (let node: Element | null = dialog; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (sibling !== node && sibling.tagName !== 'SCRIPT' && !sibling.hasAttribute('inert')) made.push(sibling);
    }
  }
  for (const el of made) el.setAttribute('inert', '');
  return () => {
    for (const el of made) el.removeAttribute('inert');
  };
}
