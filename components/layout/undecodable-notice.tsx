'use client';

import { useSyncExternalStore } from 'react';
import { isUndecodable } from '@/lib/path-compare';

/**
 * On the not-found page, explains an address that cannot be percent-decoded (for example
 * /docs/%E0%A4%A/) instead of calling it missing.
 */
export function UndecodableNotice({ children }: { children: React.ReactNode }) {
  const undecodable = useSyncExternalStore(
    () => () => {},
    () => isUndecodable(window.location.pathname),
    () => false,
  );
  if (!undecodable) return <>{children}</>;
  return (
    <>
      <h1>This address cannot be read</h1>
      <p>
        The address contains an invalid percent-encoded character sequence (a decoding error), so no page can match it.
        Check the link for a truncated <code>%</code> code, or start again from the home page.
      </p>
    </>
  );
}
