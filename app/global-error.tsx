'use client';

import { SITE_LANGUAGE } from '@/lib/config/product';

/** Last-resort boundary when the root layout itself fails: a minimal page of its own. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang={SITE_LANGUAGE} dir="ltr">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1.5rem', textAlign: 'center' }}>
        <main>
          <h1>This page crashed.</h1>
          <p>Something went wrong while showing this page.</p>
          <button type="button" onClick={() => reset()}>
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
