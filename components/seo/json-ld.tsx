import { serializeJsonLd, type JsonLd } from '@/lib/json-ld';

/** Structured data blocks. Browsers never run them, so the CSP does not hash them. */
export function JsonLdScripts({ data }: { data: JsonLd[] }) {
  return (
    <>
      {data.map((item, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(item) }} />
      ))}
    </>
  );
}
