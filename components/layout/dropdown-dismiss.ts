/**
 * The navbar's dropdowns are native <details> (they work without JavaScript), which close only
 * when their summary is pressed again. With JavaScript they close as a menu does: on Escape
 * (focus returns to the summary), and when a click or the focus goes outside them.
 */
export function dismissDropdowns(root: HTMLElement): () => void {
  const open = () => [...root.querySelectorAll<HTMLDetailsElement>('details.dropdown[open]')];
  const outside = (target: EventTarget | null) => (details: HTMLDetailsElement) =>
    !(target instanceof Node && details.contains(target));
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    for (const details of open()) {
      const hadFocus = details.contains(document.activeElement);
      details.open = false;
      if (hadFocus) details.querySelector('summary')?.focus();
    }
  };
  const onPointer = (event: PointerEvent) =>
    open()
      .filter(outside(event.target))
      .forEach((d) => (d.open = false));
  const onFocus = (event: FocusEvent) =>
    open()
      .filter(outside(event.target))
      .forEach((d) => (d.open = false));
  document.addEventListener('keydown', onKey);
  document.addEventListener('pointerdown', onPointer);
  document.addEventListener('focusin', onFocus);
  return () => {
    document.removeEventListener('keydown', onKey);
    document.removeEventListener('pointerdown', onPointer);
    document.removeEventListener('focusin', onFocus);
  };
}
