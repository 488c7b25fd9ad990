import type { Metadata } from 'next';
import { CHANGELOG_PAGE, getReleases } from '@/lib/content/changelog';
import { FEED_TYPES } from '@/lib/feed-types';
import { pageMetadata } from '@/lib/metadata';
import { changelogStructuredData } from '@/lib/structured-data';
import { JsonLdScripts } from '@/components/seo/json-ld';
import { routes } from '@/lib/routes';
import { formatLongDate } from '@/lib/dates';

const base = pageMetadata(CHANGELOG_PAGE);
export const metadata: Metadata = {
  ...base,
  alternates: {
    ...base.alternates,
    types: {
      ...base.alternates?.types,
      [FEED_TYPES.rss]: [{ url: routes.changelog.rss, title: 'Changelog (RSS)' }],
    },
  },
};

const GROUPS = [
  ['added', 'Added'],
  ['improved', 'Improved'],
  ['fixed', 'Fixed'],
] as const;

export default function ChangelogPage() {
  const releases = getReleases();
  return (
    <div className="container page changelog">
      <JsonLdScripts data={changelogStructuredData()} />
      <h1>{CHANGELOG_PAGE.title}</h1>
      <p className="lead">
        {CHANGELOG_PAGE.description} {CHANGELOG_PAGE.numbering} Subscribe with the{' '}
        <a href={routes.changelog.rss}>RSS feed</a>.
      </p>
      <nav aria-label="Releases" className="changelog__index">
        <ul>
          {releases.map((r) => (
            <li key={r.version}>
              <a href={`#${r.anchor}`}>{r.version}</a>
            </li>
          ))}
        </ul>
      </nav>
      {releases.map((r) => (
        // Named by the version alone: the heading's text also holds its link's name.
        <section key={r.version} className="release" aria-labelledby={`${r.anchor}-name`}>
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
          {GROUPS.map(([key, label]) =>
            r[key].length ? (
              <div key={key} className={`release__group release__group--${key}`}>
                <h3>{label}</h3>
                <ul>
                  {r[key].map((entry) => (
                    <li key={entry}>{entry}</li>
                  ))}
                </ul>
              </div>
            ) : null,
          )}
        </section>
      ))}
    </div>
  );
}
