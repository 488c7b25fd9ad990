import { AppLink } from '@/components/ui/app-link';

/**
 * The page exported at an address that redirects (lib/redirects.ts): a meta refresh (hoisted
 * into <head> by React) sends the visitor on from any static host, and the link covers browsers
 * that block refreshes.
 */
export function RedirectNotice({ to }: { to: string }) {
  return (
    <div className="container status-page">
      <meta httpEquiv="refresh" content={`0;url=${to}`} />
      <h1>This page has moved</h1>
      <p>
        This page now lives at <AppLink href={to}>{decodeURIComponent(to)}</AppLink>.
      </p>
    </div>
  );
}
