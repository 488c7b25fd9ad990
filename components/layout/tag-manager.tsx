import Script from 'next/script';

/** The site analytics tag manager; rendered only when an id is configured. */
export function TagManager({ id }: { id?: string }) {
  if (!id) return null;
  return (
    <Script
      id="tag-manager"
      strategy="afterInteractive"
      src={`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`}
    />
  );
}
