'use client';

import Link, { type LinkProps } from 'next/link';
import type { AnchorHTMLAttributes, Ref } from 'react';
import { useSyncExternalStore } from 'react';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

function readConstrained(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/** True when the visitor's connection reports data saver or a 2g link: prefetching is skipped. */
export function useConstrainedNetwork(): boolean {
  return useSyncExternalStore(
    () => () => {},
    readConstrained,
    () => true,
  );
}

type AppLinkProps = Omit<LinkProps, 'prefetch'> &
  AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> };

/** next/link that does not prefetch route assets on 2g or data-saver connections. */
export function AppLink(props: AppLinkProps) {
  const constrained = useConstrainedNetwork();
  return <Link {...props} prefetch={constrained ? false : null} />;
}
