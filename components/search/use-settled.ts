import { useEffect, useState } from 'react';
import { STATUS_SETTLE_MS } from '@/lib/constants';

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
