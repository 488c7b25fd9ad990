'use client';

import { useEffect } from 'react';

let listening = false;

/** One delegated listener per page, however many figures it has. Renders nothing. */
export function DiagramZoom() {
  useEffect(() => {
    if (listening) return;
    listening = true;
    document.addEventListener('click', (event) => {
      const opener = (event.target as Element).closest?.<HTMLElement>('.diagram__open');
      if (!opener) return;
      // Code that cannot load (offline, a newer deploy) leaves the figure as it is, in the page.
      import('./open-figure')
        .then(({ openFigure }) => openFigure(opener))
        .catch(() => console.warn('The enlarged figure could not be loaded.'));
    });
  }, []);
  return null;
}
