/** The one place changelog releases are read. */
import { allReleases } from 'contentlayer/generated';
import { ContentError } from './docs-model';
import { compareVersions, releaseAnchor } from './changelog-model';
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

export interface Release {
  version: string;
  anchor: string;
  date: string;
  summary: string;
  added: string[];
  improved: string[];
  fixed: string[];
}

const releases: Release[] = allReleases
  .map((r) => {
    const file = `content/${r._raw.sourceFilePath}`;
    if (!/^\d+\.\d+\.\d+$/.test(r.version)) throw new ContentError(`${file}: field "version" must look like 1.4.20`);
    if (r._raw.sourceFileName !== `${r.version}.yml`) {
      throw new ContentError(`${file}: field "version" (${r.version}) does not match the file name`);
    }
    return {
      version: r.version,
      anchor: releaseAnchor(r.version),
      date: r.date,
      summary: r.summary,
      added: r.added,
      improved: r.improved,
      fixed: r.fixed,
    };
  })
  .sort((a, b) => compareVersions(b.version, a.version));

/** Every release, newest first. */
export function getReleases(): Release[] {
  return releases;
}
