'use client';

import { lazy, Suspense } from 'react';
import type { AddressHelpProps } from './address-help';

// The not-found page is every route's boundary, so its client code would ride in every page's
// first load: its help loads on its own, only when the page shows.
const AddressHelp = lazy(() => import('./address-help').then((m) => ({ default: m.AddressHelp })));

/** The not-found page's suggestions and search for the missing address (address-help.tsx). */
export function NotFoundHelp(props: AddressHelpProps) {
  return (
    <Suspense fallback={null}>
      <AddressHelp {...props} />
    </Suspense>
  );
}
