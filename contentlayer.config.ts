/**
 * Contentlayer types every piece of content: docs, doc sections, blog posts, authors,
 * blog tags, changelog releases and the static marketing pages.
 *
 * Why no `withContentlayer` in next.config.ts: Next 16 builds with Turbopack and that
 * plugin hooks webpack, which breaks the build. `npm run build` runs `contentlayer2 build`
 * before `next build`, and `npm run dev` runs `contentlayer2 dev` beside `next dev`, so the
 * generated data is fresh in both (see scripts/dev.ts).
 */
import { defineDocumentType, defineNestedType, makeSource } from 'contentlayer2/source-files';
import { statSync } from 'node:fs';
import path from 'node:path';
import readingTime from 'reading-time';
import remarkGfm from 'remark-gfm';
import rehypeSlug from 'rehype-slug';
import rehypePrettyCode from 'rehype-pretty-code';
import { extractToc, remarkCollectToc, type ComponentHeadings, type TocItem } from './lib/content/toc';
import { remarkTableLabels } from './lib/content/table-labels';
import { rehypeCodeBreaks } from './lib/content/code-breaks';
import { CODE_THEMES } from './lib/content/code-highlight';
import { rehypePercentNowrap } from './lib/content/percent-nowrap';
import { testActionsToc } from './lib/content/test-actions';
import { excerptToHtml } from './lib/content/excerpt';
import { readGitDates } from './lib/content/git-dates';

const CONTENT_DIR = 'content';
const TRUNCATE_MARKER = /\{\/\*\s*truncate\s*\*\/\}/;
/** MDX components that render headings of their own, for the docs table of contents. */
const COMPONENT_HEADINGS: ComponentHeadings = { TestActionsReference: testActionsToc() };

/** Tables of contents the MDX compile recorded, by source path: each body is parsed once. */
const tocs = new Map<string, TocItem[]>();
/**
 * A document's table of contents, taken from the compile that just ran (so a later compile that
 * records none, as for an empty body, cannot leave a stale one), or parsed here if there is none.
 */
function tocOf(doc: { _raw: { sourceFilePath: string }; body: { raw: string } }): TocItem[] {
  const recorded = tocs.get(doc._raw.sourceFilePath);
  tocs.delete(doc._raw.sourceFilePath);
  return recorded ?? extractToc(doc.body.raw, COMPONENT_HEADINGS);
}

// Read on first use, once per process.
let gitDates: Map<string, string> | undefined;

/** Last commit date of a content file, falling back to its modification time when uncommitted. */
function lastModified(sourceFilePath: string): string {
  gitDates ??= readGitDates(CONTENT_DIR);
  return gitDates.get(sourceFilePath) ?? statSync(path.join(CONTENT_DIR, sourceFilePath)).mtime.toISOString();
}

export const Doc = defineDocumentType(() => ({
  name: 'Doc',
  filePathPattern: 'docs/**/*.mdx',
  contentType: 'mdx',
  fields: {
    title: { type: 'string', required: true },
    description: { type: 'string', required: true },
    sidebar_position: { type: 'number', required: false },
    tags: { type: 'list', of: { type: 'string' }, default: [] },
    keywords: {
      type: 'list',
      of: { type: 'string' },
      default: [],
      description: 'What readers search for that the title and description lack (CONTENT_GUIDE.md, section 6)',
    },
    slug: { type: 'string', required: false, description: 'Overrides the page segment of the route' },
    last_updated: { type: 'date', required: false },
  },
  computedFields: {
    /** Path segments below docs/: [product, section, page]. */
    segments: {
      type: 'list',
      resolve: (doc) => {
        const parts = doc._raw.flattenedPath.split('/').slice(1);
        if (doc.slug) parts[parts.length - 1] = doc.slug;
        return parts;
      },
    },
    toc: { type: 'json', resolve: tocOf },
    lastUpdated: {
      type: 'string',
      resolve: (doc) =>
        doc.last_updated ? new Date(doc.last_updated).toISOString() : lastModified(doc._raw.sourceFilePath),
    },
  },
}));

export const DocSection = defineDocumentType(() => ({
  name: 'DocSection',
  filePathPattern: 'docs/**/_category_.yml',
  contentType: 'data',
  fields: {
    label: { type: 'string', required: true },
    position: { type: 'number', required: true },
    description: { type: 'string', required: true },
  },
}));

export const Post = defineDocumentType(() => ({
  name: 'Post',
  filePathPattern: 'blog/**/*.mdx',
  contentType: 'mdx',
  fields: {
    title: { type: 'string', required: true },
    description: { type: 'string', required: true },
    date: { type: 'date', required: true },
    authors: { type: 'list', of: { type: 'string' }, required: true },
    tags: { type: 'list', of: { type: 'string' }, default: [] },
    draft: { type: 'boolean', default: false },
  },
  computedFields: {
    slug: { type: 'string', resolve: (post) => path.basename(post._raw.flattenedPath) },
    readingMinutes: {
      type: 'number',
      resolve: (post) => Math.max(1, Math.round(readingTime(post.body.raw).minutes)),
    },
    toc: { type: 'json', resolve: tocOf },
    /** HTML of the Markdown before the truncate marker; '' when the post has no marker. */
    excerptHtml: {
      type: 'string',
      resolve: async (post) => {
        const [before, after] = post.body.raw.split(TRUNCATE_MARKER);
        return after === undefined ? '' : excerptToHtml(before);
      },
    },
  },
}));

const Author = defineNestedType(() => ({
  name: 'Author',
  fields: {
    id: { type: 'string', required: true },
    name: { type: 'string', required: true },
    role: { type: 'string', required: true },
    bio: { type: 'string', required: true },
    links: { type: 'json', required: false },
  },
}));

export const AuthorList = defineDocumentType(() => ({
  name: 'AuthorList',
  filePathPattern: 'authors.yml',
  contentType: 'data',
  isSingleton: true,
  fields: { authors: { type: 'list', of: Author, required: true } },
}));

const BlogTag = defineNestedType(() => ({
  name: 'BlogTag',
  fields: {
    id: { type: 'string', required: true },
    label: { type: 'string', required: true },
    description: { type: 'string', required: true },
  },
}));

export const BlogTagList = defineDocumentType(() => ({
  name: 'BlogTagList',
  filePathPattern: 'blog-tags.yml',
  contentType: 'data',
  isSingleton: true,
  fields: { tags: { type: 'list', of: BlogTag, required: true } },
}));

export const Release = defineDocumentType(() => ({
  name: 'Release',
  filePathPattern: 'changelog/*.yml',
  contentType: 'data',
  fields: {
    version: { type: 'string', required: true },
    date: { type: 'date', required: true },
    summary: { type: 'string', required: true },
    added: { type: 'list', of: { type: 'string' }, default: [] },
    improved: { type: 'list', of: { type: 'string' }, default: [] },
    fixed: { type: 'list', of: { type: 'string' }, default: [] },
    /** The slug of the blog post that announces the release, if one does. */
    post: { type: 'string', required: false },
  },
}));

export const Page = defineDocumentType(() => ({
  name: 'Page',
  filePathPattern: 'pages/*.mdx',
  contentType: 'mdx',
  fields: {
    title: { type: 'string', required: true },
    description: { type: 'string', required: true },
  },
  computedFields: {
    slug: { type: 'string', resolve: (page) => path.basename(page._raw.flattenedPath) },
    toc: { type: 'json', resolve: tocOf },
  },
}));

export default makeSource({
  contentDirPath: CONTENT_DIR,
  contentDirExclude: ['README.md'],
  // tsconfig maps contentlayer/generated with paths and no baseUrl (TypeScript 7 rejects baseUrl).
  disableImportAliasWarning: true,
  documentTypes: [Doc, DocSection, Post, AuthorList, BlogTagList, Release, Page],
  onMissingOrIncompatibleData: 'fail',
  onUnknownDocuments: 'fail',
  onExtraFieldData: 'fail',
  mdx: {
    remarkPlugins: [remarkGfm, remarkCollectToc(tocs, COMPONENT_HEADINGS), remarkTableLabels],
    rehypePlugins: [
      rehypeSlug,
      [
        rehypePrettyCode,
        {
          theme: CODE_THEMES,
          keepBackground: false,
          defaultLang: 'plaintext',
        },
      ],
      rehypeCodeBreaks,
      rehypePercentNowrap,
    ],
  },
});
