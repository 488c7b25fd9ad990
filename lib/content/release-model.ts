// Kept apart from changelog-model.ts, which the site configuration (and so client code) imports.
import { releaseAnchor } from './changelog-model';
import { ContentError } from './docs-model';

/** What a release file says: its version, date, summary and changes by kind. */
export interface ReleaseNotes {
  version: string;
  date: string;
  summary: string;
  added: string[];
  improved: string[];
  fixed: string[];
}

export interface Release extends ReleaseNotes {
  anchor: string;
  /** The post that announces it (title and address), if one does. */
  post: { title: string; href: string } | null;
}

/** A release file as contentlayer reads it (`content/changelog/<version>.yml`). */
export interface ReleaseSource extends ReleaseNotes {
  /** The file, for errors: `content/changelog/1.4.20.yml`. */
  file: string;
  fileName: string;
  /** The slug of the post that announces it. */
  post?: string;
}

/**
 * A release checked against its file and the published posts: a bad field stops the build,
 * naming the file and the field.
 */
export function releaseFrom(
  { file, fileName, post: slug, ...r }: ReleaseSource,
  postOf: (slug: string) => { title: string; href: string } | undefined,
): Release {
  if (!/^\d+\.\d+\.\d+$/.test(r.version)) throw new ContentError(`${file}: field "version" must look like 1.4.20`);
  if (fileName !== `${r.version}.yml`) {
    throw new ContentError(`${file}: field "version" (${r.version}) does not match the file name`);
  }
  const post = slug === undefined ? null : postOf(slug);
  if (post === undefined) throw new ContentError(`${file}: field "post": no published post has the slug "${slug}"`);
  return { ...r, anchor: releaseAnchor(r.version), post: post && { title: post.title, href: post.href } };
}
