/**
 * Turns the MDX source of a page into plain Markdown (CommonMark with GFM tables) for its
 * Markdown twin. It works on the same MDX the page is rendered from, parsed with remark-mdx,
 * so no JSX reaches the output: tabs become labelled sections, admonitions blockquotes that
 * keep their label, figures and diagrams images or text with their alt text, and any other
 * component its text content (its name is reported so the generator can warn).
 */
import type { Blockquote, Code, Heading, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { blockComponentMarkdown, inlineComponentMarkdown } from './component-markdown';
import { ADMONITIONS, isAdmonition, updateTitle } from '../content/admonitions';
import { parseMdx } from '../content/mdx-tree';

type JsxElement = Extract<RootContent, { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' }>;
type Node = RootContent;

export interface TwinOptions {
  /** Absolute URL of the page; relative and root-relative links resolve against it. */
  pageUrl: string;
  /** Image URL path of a <Diagram name="..."/> when one exists in the export. */
  diagramImage?: (name: string) => string | undefined;
  /**
   * The Markdown twin's path of a page of the site (a URL path, as a link writes it), when it has
   * one: a twin's links lead to twins, which an assistant following them reads as Markdown.
   */
  twinOf?: (pagePath: string) => string | undefined;
}

export interface TwinBody {
  markdown: string;
  /** Components the converter does not know, rendered as their text content. */
  unknownComponents: string[];
}

const printer = unified()
  .use(remarkGfm)
  .use(remarkStringify, { bullet: '-', emphasis: '_', fences: true, listItemIndent: 'one', rule: '-' });

/** Absolute URL for a link or image target; other schemes (mailto:, https:) stay as they are. */
export function absolutize(url: string, pageUrl: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
  return new URL(url, pageUrl).href;
}

function attr(node: JsxElement, name: string): string | undefined {
  for (const a of node.attributes) {
    if (a.type === 'mdxJsxAttribute' && a.name === name) {
      if (typeof a.value === 'string') return a.value;
      if (a.value === null) return 'true';
      // {'text'} or {"text"}: a plain string written as an expression.
      const literal = a.value?.value.match(/^\s*(['"`])([\s\S]*)\1\s*$/);
      if (literal) return literal[2];
      return a.value?.value;
    }
  }
  return undefined;
}

const text = (value: string) => ({ type: 'text' as const, value });
const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });

/** Keeps a code fence's language and its rehype-pretty-code title; drops line-highlight meta. */
function cleanCode(node: Code): Code {
  const title = node.meta?.match(/title=(["'])(.*?)\1/);
  return { ...node, meta: title ? `title="${title[2]}"` : null };
}

/** Alt text that says it is a diagram in its first three words. */
const NAMES_DIAGRAM = /^(?:\S+\s+){0,2}diagram\b/i;

class Converter {
  unknown = new Set<string>();
  /** Depth of the last heading seen, so tab labels become the next level down. */
  private depth = 1;

  constructor(private options: TwinOptions) {}

  nodes(list: Node[]): Node[] {
    return list.flatMap((n) => this.node(n));
  }

  private children<T extends { children: Node[] }>(node: T): T {
    return { ...node, children: this.nodes(node.children) };
  }

  node(node: Node): Node[] {
    switch (node.type) {
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
        return [];
      case 'mdxTextExpression': {
        const literal = node.value.match(/^\s*(['"`])([\s\S]*)\1\s*$/);
        return literal ? [text(literal[2])] : [];
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return this.element(node);
      case 'heading':
        this.depth = node.depth;
        return [this.children(node)];
      case 'link':
        return [{ ...this.children(node), url: this.linkTarget(node.url) }];
      case 'image':
      case 'definition':
        return [{ ...node, url: absolutize(node.url, this.options.pageUrl) }];
      case 'code':
        return [cleanCode(node)];
      default:
        return 'children' in node ? [this.children(node as Extract<Node, { children: Node[] }>)] : [node];
    }
  }

  private element(node: JsxElement): Node[] {
    const name = node.name ?? '';
    if (name === 'Tabs') return this.tabs(node);
    if (isAdmonition(name)) return [this.admonition(node, ADMONITIONS[name].label)];
    if (name === 'Figure') return this.figure(attr(node, 'src'), attr(node, 'alt') ?? '', attr(node, 'caption'));
    if (name === 'Diagram') {
      const diagram = attr(node, 'name');
      const src = attr(node, 'src') ?? (diagram ? this.options.diagramImage?.(diagram) : undefined);
      return this.figure(src, attr(node, 'alt') ?? diagram ?? 'Diagram', attr(node, 'caption'));
    }
    const attrs = Object.fromEntries(
      node.attributes.flatMap((a) => (a.type === 'mdxJsxAttribute' ? [[a.name, attr(node, a.name)]] : [])),
    );
    const inline = inlineComponentMarkdown(name, attrs);
    if (inline !== undefined) return markdownNodes(inline, node.type === 'mdxJsxTextElement');
    const block = blockComponentMarkdown(name, attrs);
    if (block !== undefined) return this.nodes(markdownNodes(block, false));
    if (name === 'Update') {
      const when = attr(node, 'date');
      return [this.admonition(node, 'Update', when ? updateTitle(when, attr(node, 'about')) : undefined)];
    }
    if (name === 'EpisodeSummary') return [this.episodeSummary(node)];
    if (name === 'br') return [{ type: 'break' }];
    if (name === 'kbd' || name === 'code') return [{ type: 'inlineCode', value: plainText(node) }];
    // Tab outside Tabs, HTML elements and unknown components: their content, no JSX.
    if (name && name !== 'Tab' && /^[A-Z]/.test(name)) this.unknown.add(name);
    return this.nodes(node.children as Node[]);
  }

  private tabs(node: JsxElement): Node[] {
    const depth = Math.min(6, this.depth + 1) as Heading['depth'];
    return (node.children as Node[]).flatMap((child) => {
      if ((child.type !== 'mdxJsxFlowElement' && child.type !== 'mdxJsxTextElement') || child.name !== 'Tab') {
        return this.nodes([child]);
      }
      const label = attr(child, 'label') ?? attr(child, 'value') ?? 'Tab';
      const heading: Heading = { type: 'heading', depth, children: [text(label)] };
      const saved = this.depth;
      this.depth = depth;
      const body = this.nodes(child.children as Node[]);
      this.depth = saved;
      return [heading, ...body];
    });
  }

  /** The "In this episode" box of a podcast post: guest, co-host, topics and takeaways. */
  private episodeSummary(node: JsxElement): Blockquote {
    const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });
    const field = (label: string, value: string | undefined) =>
      value ? [paragraph([strong(`${label}:`), text(` ${value}`)])] : [];
    const topics = attr(node, 'topics')
      ?.match(/(['"])(.*?)\1/g)
      ?.map((t) => t.slice(1, -1))
      .join(' · ');
    return {
      type: 'blockquote',
      children: [
        paragraph([strong('In this episode')]),
        ...field('Guest', attr(node, 'guest')),
        ...field('Co-host', attr(node, 'cohost')),
        ...field('Topics', topics),
        paragraph([strong('Takeaways')]),
        ...this.nodes(node.children as Node[]),
      ] as Blockquote['children'],
    };
  }

  private admonition(node: JsxElement, label: string, fixedTitle?: string): Blockquote {
    const title = fixedTitle ?? attr(node, 'title');
    const body = this.nodes(node.children as Node[]);
    const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });
    const [first, ...rest] = body;
    // "> **Note:** first sentence", or a heading line of its own when there is a title.
    if (!title && first?.type === 'paragraph') {
      return {
        type: 'blockquote',
        children: [paragraph([strong(`${label}:`), text(' '), ...first.children]), ...rest] as Blockquote['children'],
      };
    }
    const heading = paragraph([strong(fixedTitle ?? (title ? `${label}: ${title}` : label))]);
    return { type: 'blockquote', children: [heading, ...body] as Blockquote['children'] };
  }

  /** A link's absolute address: a page of the site that has a twin, as its twin (the fragment kept). */
  private linkTarget(url: string): string {
    const absolute = absolutize(url, this.options.pageUrl);
    const target = new URL(absolute);
    const twin = target.origin === new URL(this.options.pageUrl).origin && this.options.twinOf?.(target.pathname);
    if (!twin) return absolute;
    target.pathname = twin;
    return target.href;
  }

  private figure(src: string | undefined, alt: string, caption: string | undefined): Node[] {
    const out: Node[] = [];
    if (src) out.push(paragraph([{ type: 'image', url: absolutize(src, this.options.pageUrl), alt, title: null }]));
    // Named a diagram once: not "Diagram: Diagram of …" or "Diagram: Flow diagram of …".
    else
      out.push(paragraph([{ type: 'emphasis', children: [text(NAMES_DIAGRAM.test(alt) ? alt : `Diagram: ${alt}`)] }]));
    if (caption) out.push(paragraph([{ type: 'emphasis', children: [text(caption)] }]));
    return out;
  }
}

/** Markdown text as mdast: the phrasing of its first paragraph when inline, its blocks otherwise. */
function markdownNodes(markdown: string, inline: boolean): Node[] {
  const tree = parseMdx(markdown);
  if (!inline) return tree.children;
  const first = tree.children[0];
  return first?.type === 'paragraph' ? first.children : [text(markdown)];
}

function plainText(node: { children?: unknown[]; value?: unknown }): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map((c) => plainText(c as { children?: unknown[]; value?: unknown })).join('');
}

/** Converts an MDX body (without frontmatter) to Markdown. */
export function mdxToMarkdown(mdx: string, options: TwinOptions): TwinBody {
  const tree = parseMdx(mdx);
  const converter = new Converter(options);
  const root: Root = { type: 'root', children: converter.nodes(tree.children) as Root['children'] };
  return { markdown: stringify(root), unknownComponents: [...converter.unknown].sort() };
}

/** Prints an mdast tree as Markdown with the settings of every twin. */
export function stringify(root: Root): string {
  return printer.stringify(root).trimEnd() + '\n';
}
