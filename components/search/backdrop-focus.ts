import { useEffect } from 'react';

/**
 * A press on the modal's backdrop closes it (DocSearch), and focus goes back to the opener
 * (search-button.tsx); the press's own default action then moved it to the page's body.
 */
export function useBackdropKeepsFocus(): void {
  useEffect(() => {
    const container = document.querySelector('.DocSearch-Container');
    const keepFocus = (event: Event) => {
      if (event.target === container) event.preventDefault();
    };
    container?.addEventListener('mousedown', keepFocus);
    return () => container?.removeEventListener('mousedown', keepFocus);
  }, []);
}
