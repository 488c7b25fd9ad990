import { MARK } from '@/lib/brand-mark';

/** The Testflux mark (lib/brand-mark.ts) in the theme's colours. Decorative; the link carries the name. */
export function Logo() {
  return (
    <svg className="logo" viewBox={MARK.viewBox} width="28" height="28" aria-hidden="true" focusable="false">
      <rect width={MARK.size} height={MARK.size} rx={MARK.radius} fill="var(--color-primary)" />
      <path
        d={MARK.check}
        fill="none"
        stroke="var(--color-on-primary)"
        strokeWidth={MARK.strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
