/** The chevron of the Copy page menu button. */
export function CopyPageChevron() {
  return (
    <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

/**
 * The dialog CopyPage opens where the clipboard is refused, with the Markdown selected for a
 * manual copy. A server component: its markup travels in the page, not in the client bundle,
 * and the form's dialog method closes it without script.
 */
export function CopyPageDialog() {
  return (
    <dialog className="copy-page__dialog" aria-labelledby="copy-page-dialog-title">
      <h2 id="copy-page-dialog-title">Copy this page as Markdown</h2>
      <p>Your browser did not allow copying. The text is selected: press Ctrl+C (⌘C on a Mac).</p>
      <textarea readOnly aria-label="The page as Markdown" rows={12} />
      <form method="dialog">
        <button type="submit">Close</button>
      </form>
    </dialog>
  );
}

/** The Copy page menu's links: the twin, and the page opened in an assistant. */
export function CopyPageLinks({ twin, chatgpt, claude }: { twin: string; chatgpt: string; claude: string }) {
  const items = [
    { href: twin, label: 'View as Markdown', external: false },
    { href: chatgpt, label: 'Open in ChatGPT', external: true },
    { href: claude, label: 'Open in Claude', external: true },
  ];
  return items.map(({ href, label, external }) => (
    <li role="none" key={label}>
      <a
        role="menuitem"
        tabIndex={-1}
        href={href}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {label}
      </a>
    </li>
  ));
}
