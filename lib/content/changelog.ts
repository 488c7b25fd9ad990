/** The one place changelog releases are read. */
import { allReleases } from 'contentlayer/generated';
import { getPostBySlug } from './blog';
import { compareVersions } from './changelog-model';
import { releaseFrom, type Release } from './release-model';
import { PRODUCT_NAME } from '../config/product';
import { routes } from '../routes';

/** The changelog page: its route, title and summary (page metadata, Markdown twin, llms.txt). */
export const CHANGELOG_PAGE = {
  path: routes.changelog.home,
  title: 'Changelog',
  description: `Release notes for every ${PRODUCT_NAME} version since 1.0.0, newest first: the full release history of new features, improvements and bug fixes.`,
  /** Why the versions skip numbers (readers pin them, and ask what 1.4.9 was). */
  numbering:
    'The third number of a version counts builds, not releases, so published versions skip numbers: every version that shipped is here.',
} as const;

export type { Release } from './release-model';

const releases: Release[] = allReleases
  .map((r) =>
    releaseFrom(
      {
        file: `content/${r._raw.sourceFilePath}`,
        fileName: r._raw.sourceFileName,
        version: r.version,
        date: r.date,
        summary: r.summary,
        added: r.added,
        improved: r.improved,
        fixed: r.fixed,
        post: r.post,
      },
      getPostBySlug,
    ),
  )
  .sort((a, b) => compareVersions(b.version, a.version));

/** Every release, newest first. */
export function getReleases(): Release[] {
  return releases;
}
