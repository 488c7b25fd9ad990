// The zoom dialog of a figure, loaded by DiagramZoom on the first click so pages without
// figures, which share the docs chunk, never carry it.

/** Shows a copy of the clicked figure full size in a modal <dialog>; focus returns on close. */
export function openFigure(opener: HTMLElement) {
  const svg = opener.querySelector('svg.figure-svg');
  if (!svg) return;
  const caption = opener.parentElement?.querySelector('figcaption')?.textContent;
  const dialog = document.createElement('dialog');
  dialog.className = 'diagram-dialog';
  dialog.setAttribute('aria-label', caption || 'Figure');
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'diagram-dialog__close';
  close.setAttribute('aria-label', 'Close figure');
  close.textContent = '\u00d7';
  const body = document.createElement('div');
  body.className = 'diagram-dialog__body';
  // Suffixed ids keep the copy's arrow markers from duplicating the ones on the page; only
  // tags are rewritten, since a label may quote markup such as id="...".
  body.innerHTML = svg.outerHTML.replace(/<[^>]+>/g, (tag) => tag.replace(/( id="|url\(#)([\w-]+)/g, '$1$2-zoom'));
  if (caption) {
    const text = document.createElement('p');
    text.className = 'diagram-dialog__caption';
    text.textContent = caption;
    body.append(text);
  }
  dialog.append(close, body);
  close.onclick = () => dialog.close();
  // A click on the backdrop reaches the dialog itself; clicks on its content hit children.
  dialog.onclick = (event) => event.target === dialog && dialog.close();
  dialog.onclose = () => {
    dialog.remove();
    opener.focus();
  };
  document.body.append(dialog);
  dialog.showModal();
}
