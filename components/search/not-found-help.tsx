'use client';

import type { AddressHelpProps } from './address-help';
import { onDemand } from './on-demand';

/**
 * The not-found page's suggestions and search for the missing address (address-help.tsx). The
 * page is every route's boundary, so its client code would ride in every page's first load: it
 * loads on its own when the page shows, and when it cannot, the page keeps its links.
 */
export const NotFoundHelp = onDemand<AddressHelpProps>(
  () => import('./address-help').then((m) => m.AddressHelp),
  () => null,
);
