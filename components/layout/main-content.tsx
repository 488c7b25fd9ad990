import type { ReactNode } from 'react';

/** The id the skip link leads to: the page's own content, after every navigation block. */
export const MAIN_ID = 'main';

/**
 * The page's <main>, which the skip link focuses. Each layout places it: the docs put their
 * sidebar before it, outside it, so that skipping to the content skips the sidebar too.
 */
export function MainContent({ className = 'main', children }: { className?: string; children: ReactNode }) {
  return (
    <main id={MAIN_ID} className={className} tabIndex={-1}>
      {children}
    </main>
  );
}
