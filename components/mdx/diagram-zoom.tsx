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
      if (opener) void import('./open-figure').then(({ openFigure }) => openFigure(opener));
    });
  }, []);
  return null;
}
