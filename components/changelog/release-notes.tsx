import type { Release } from '@/lib/content/changelog';
import { AppLink } from '@/components/ui/app-link';
import { formatLongDate } from '@/lib/dates';

/** The headings a release groups its changes under (each also a word that asks the search for the release notes). */
export const CHANGE_GROUPS = [
  ['added', 'Added'],
  ['improved', 'Improved'],
  ['fixed', 'Fixed'],
] as const;

/** One release on the changelog: its version (a linked heading), date, summary and its changes by kind. */
export function ReleaseNotes({ release: r }: { release: Release }) {
  return (
    // Named by the version alone: the heading's text also holds its link's name.
    <section className="release" aria-labelledby={`${r.anchor}-name`}>
      <h2 id={r.anchor} className="anchor-heading">
        <span id={`${r.anchor}-name`}>{r.version}</span>
        <a className="hash-link" href={`#${r.anchor}`} aria-label={`Direct link to release ${r.version}`}>
          #
        </a>
      </h2>
      <p className="release__date">
        <time dateTime={r.date}>{formatLongDate(r.date)}</time>
      </p>
      <p>{r.summary}</p>
      {r.post ? (
        <p className="release__post">
          Release post: <AppLink href={r.post.href}>{r.post.title}</AppLink>
        </p>
      ) : null}
      {CHANGE_GROUPS.map(([key, label]) =>
        r[key].length ? (
          <div key={key} className={`release__group release__group--${key}`}>
            {/* Its own anchor: a search hit on a fix lands on "Fixed", not on the release's top. */}
            <h3 id={`${r.anchor}-${key}`} className="anchor-heading">
              {label}
              <a
                className="hash-link"
                href={`#${r.anchor}-${key}`}
                aria-label={`Direct link to ${label.toLowerCase()} in release ${r.version}`}
              >
                #
              </a>
            </h3>
            <ul>
              {r[key].map((entry) => (
                <li key={entry}>{entry}</li>
              ))}
            </ul>
          </div>
        ) : null,
      )}
    </section>
  );
}
