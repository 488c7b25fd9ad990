import { useEffect, useState } from 'react';

/** How long a status must hold before it is said: one announcement when typing stops, not one a key. */
export const STATUS_SETTLE_MS = 600;

/**
 * `text` once it has held for STATUS_SETTLE_MS, for a live region: a screen reader hears the
 * answer to the query typed, not every answer on the way there. Empty until then.
 */
export function useSettled(text: string): string {
  const [said, setSaid] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSaid(text), STATUS_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return said;
}
