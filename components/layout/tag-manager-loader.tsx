'use client';

import { useEffect } from 'react';

/**
 * Adds the tag manager's script once the page is interactive (what next/script's
 * afterInteractive did, without shipping next/script to every page when analytics is off).
 */
export function TagManagerLoader({ src }: { src: string }) {
  useEffect(() => {
    if (document.getElementById('tag-manager')) return;
    const script = document.createElement('script');
    script.id = 'tag-manager';
    script.async = true;
    script.src = src;
    document.body.appendChild(script);
  }, [src]);
  return null;
}
