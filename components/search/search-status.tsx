'use client';

import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useSettled } from './use-settled';

const STATUS_ID = 'search-page-status';

/**
 * The search page's live region, in the page from the first paint. A region inserted together
 * with its text is not reliably announced, so the results (loaded later) write into this one.
 */
export function SearchStatusRegion() {
  return <p id={STATUS_ID} role="status" className="visually-hidden" />;
}

/**
 * Says `text` in the page's live region once typing has stopped (as the modal's status does):
 * what the results are, as they change. Rendered in the browser only (the results load after
 * hydration), so the region can be looked up as it mounts.
 */
export function SearchStatus({ text }: { text: string }) {
  const [region] = useState(() => document.getElementById(STATUS_ID));
  const said = useSettled(text);
  return region ? createPortal(said, region) : null;
}
