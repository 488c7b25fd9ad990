import type { Metadata } from 'next';
import { CHANGELOG_PAGE, getReleases } from '@/lib/content/changelog';
import { FEED_TYPES } from '@/lib/feed-types';
import { pageMetadata } from '@/lib/metadata';
import { changelogStructuredData } from '@/lib/structured-data';
import { JsonLdScripts } from '@/components/seo/json-ld';
import { routes } from '@/lib/routes';
import { ReleaseIndex } from '@/components/changelog/release-index';
import { ReleaseNotes } from '@/components/changelog/release-notes';

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
      <ReleaseIndex releases={releases} />
      {releases.map((r) => (
        <ReleaseNotes key={r.version} release={r} />
      ))}
    </div>
  );
}
