/**
 * While the search dialog is open, the page behind it is inert: a screen reader's virtual
 * cursor, Tab and find-in-page reach only the dialog, as a modal dialog's readers expect
 * (aria-modal alone is not honoured by every screen reader). Returns the undo, which leaves
 * alone whatever was inert before.
 */
export function inertBackground(dialog: Element): () => void {
  const made = [...document.body.children].filter(
    (el) => !el.contains(dialog) && el.tagName !== 'SCRIPT' && !el.hasAttribute('inert'),
  );
  for (const el of made) el.setAttribute('inert', '');
  return () => {
    for (const el of made) el.removeAttribute('inert');
  };
}
