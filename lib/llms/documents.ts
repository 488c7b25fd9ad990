/**
 * The Markdown documents built from content: a page's twin (title, summary, source line and
 * body), the changelog twin, /llms.txt (llmstxt.org format) and /llms-full.txt. Pure
 * functions of plain inputs; scripts/markdown-twins.ts feeds them the site's content.
 */
import type { List, PhrasingContent, Root, RootContent } from 'mdast';
import { stringify } from './mdx-to-markdown';
import type { ReleaseNotes } from '../content/release-model';

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const link = (url: string, label: string): PhrasingContent => ({ type: 'link', url, children: [text(label)] });

export interface TwinHeader {
  title: string;
  description: string;
  /** Absolute URL of the HTML page. */
  url: string;
  /** Short facts after the source link: "section Get Started", "updated 2025-10-21". */
  facts: string[];
}

/** `# Title`, the description as a blockquote, and a line naming the page it comes from. */
export function twinHeader({ title, description, url, facts }: TwinHeader): string {
  const source: PhrasingContent[] = [text('Source: '), link(url, url)];
  if (facts.length) source.push(text(` (${facts.join('; ')})`));
  return stringify({
    type: 'root',
    children: [
      { type: 'heading', depth: 1, children: [text(title)] },
      { type: 'blockquote', children: [{ type: 'paragraph', children: [text(description)] }] },
      { type: 'paragraph', children: source },
    ],
  });
}

/** The page a twin names on its Source line (`twinHeader`'s): its canonical address. */
export function twinSourceUrl(twin: string): string | undefined {
  return /^Source: <([^>\s]+)>/m.exec(twin.slice(0, 2000))?.[1];
}

/** A whole twin: header, then the converted body. */
export function twinDocument(header: TwinHeader, bodyMarkdown: string): string {
  return `${twinHeader(header)}\n${bodyMarkdown.trim()}\n`;
}

export interface ReleaseInput extends ReleaseNotes {
  /** The post that announces the release: its title, and the address of its twin. */
  post: { title: string; url: string } | null;
}

const bullets = (items: string[]): List => ({
  type: 'list',
  ordered: false,
  spread: false,
  children: items.map((i) => ({ type: 'listItem', children: [{ type: 'paragraph', children: [text(i)] }] })),
});

/** The body of the changelog twin: one section per release, newest first. */
export function changelogMarkdown(releases: ReleaseInput[]): string {
  const children: RootContent[] = releases.flatMap((r) => [
    { type: 'heading', depth: 2, children: [text(r.version)] } as RootContent,
    { type: 'paragraph', children: [text(`Released ${r.date.slice(0, 10)}. ${r.summary}`)] } as RootContent,
    ...(r.post
      ? [
          {
            type: 'paragraph',
            children: [text('Release post: '), link(r.post.url, r.post.title)],
          } as RootContent,
        ]
      : []),
    ...(
      [
        ['Added', r.added],
        ['Improved', r.improved],
        ['Fixed', r.fixed],
      ] as const
    ).flatMap(([label, items]) =>
      items.length ? [{ type: 'heading', depth: 3, children: [text(label)] } as RootContent, bullets([...items])] : [],
    ),
  ]);
  return stringify({ type: 'root', children });
}

export interface LlmsLink {
  title: string;
  /** Absolute URL of a Markdown file: a page's twin, or a docs section's articles in one file. */
  url: string;
  description: string;
}

export interface LlmsTxtInput {
  product: string;
  summary: string;
  /** A short paragraph of Markdown (written as it is, so it may hold links). */
  details: string;
  sections: { title: string; links: LlmsLink[] }[];
}

/** The body of /llms.txt: the paragraph, then one H2 file list per section (the home page's twin too). */
export function llmsBody({ details, sections }: Pick<LlmsTxtInput, 'details' | 'sections'>): string {
  const lists: Root = {
    type: 'root',
    children: [
      ...sections
        .filter((s) => s.links.length)
        .flatMap((s): RootContent[] => [
          { type: 'heading', depth: 2, children: [text(s.title)] },
          {
            type: 'list',
            ordered: false,
            spread: false,
            children: s.links.map((l) => ({
              type: 'listItem',
              children: [
                {
                  type: 'paragraph',
                  children: [link(l.url, l.title), ...(l.description ? [text(`: ${l.description}`)] : [])],
                },
              ],
            })),
          },
        ]),
    ],
  };
  return `${details.trim()}\n\n${stringify(lists)}`;
}

/** /llms.txt: H1, blockquote summary, then its body. */
export function llmsTxt({ product, summary, ...body }: LlmsTxtInput): string {
  const head = stringify({
    type: 'root',
    children: [
      { type: 'heading', depth: 1, children: [text(product)] },
      { type: 'blockquote', children: [{ type: 'paragraph', children: [text(summary)] }] },
    ],
  });
  return `${head}\n${llmsBody(body)}`;
}

/** /llms-full.txt: a title, a one-line summary (Markdown), then every docs twin in sidebar order. */
export function llmsFullTxt({ title, summary, twins }: { title: string; summary: string; twins: string[] }): string {
  return [`# ${title}\n\n> ${summary.trim()}\n`, ...twins.map((t) => t.trim() + '\n')].join('\n');
}
