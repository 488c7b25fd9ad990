import type { Release } from '@/lib/content/changelog';

/** The changelog's index: one link a release, newest first, to its section on the page. */
export function ReleaseIndex({ releases }: { releases: Release[] }) {
  return (
    <nav aria-label="Releases" className="changelog__index">
      <ul>
        {releases.map((r) => (
          <li key={r.version}>
            <a href={`#${r.anchor}`}>{r.version}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
