'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { dismissDropdowns } from './dropdown-dismiss';

/**
 * Hides the navbar while the visitor scrolls down and shows it again on scroll up, and closes its
 * dropdowns as menus close.
 */
export function NavbarShell({ hideOnScroll, children }: { hideOnScroll: boolean; children: ReactNode }) {
  const [hidden, setHidden] = useState(false);
  const last = useRef(0);
  const header = useRef<HTMLElement>(null);

  useEffect(() => dismissDropdowns(header.current!), []);

  useEffect(() => {
    if (!hideOnScroll) return;
    const onScroll = () => {
      const y = window.scrollY;
      // Near the top, where hiding would uncover nothing but the page's start.
      if (y < (header.current?.offsetHeight ?? 0)) setHidden(false);
      else if (Math.abs(y - last.current) > 4) setHidden(y > last.current);
      last.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [hideOnScroll]);

  return (
    <header ref={header} className="navbar" data-hidden={hidden ? 'true' : 'false'}>
      {children}
    </header>
  );
}
