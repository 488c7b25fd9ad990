import type { List, Root, RootContent } from 'mdast';
import type { AdmonitionName } from './admonitions';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { proseWordCount } from './mdx-tree';

/**
 * Rules against template writing: long docs articles open with a short summary of the task,
 * and release posts open with their own lead instead of a "released yesterday" formula.
 * Pure functions over the MDX tree, so the content check and the unit tests share them.
 */

/** Prose words above which a docs article must open with the summary. */
export const SUMMARY_MIN_WORDS = 1200;
/** The admonition and title that hold the summary: `<Info title="What you'll do">`. */
export const SUMMARY_COMPONENT: AdmonitionName = 'Info';
export const SUMMARY_TITLE = "What you'll do";
export const SUMMARY_BULLETS = { min: 2, max: 4 } as const;
export const RELEASE_TAG = 'release-notes';

function isSummary(node: RootContent | undefined): node is MdxJsxFlowElement {
  if (node?.type !== 'mdxJsxFlowElement' || node.name !== SUMMARY_COMPONENT) return false;
  return node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'title' && a.value === SUMMARY_TITLE);
}

/** Top-level blocks a reader sees (imports, exports and comments left out). */
function visibleBlocks(tree: Root): RootContent[] {
  return tree.children.filter((n) => n.type !== 'mdxjsEsm' && n.type !== 'yaml' && n.type !== 'mdxFlowExpression');
}

/**
 * The summary must be the first block, or the second after one intro paragraph, and hold a
 * single list of 2 to 4 bullets. Returns null when the article follows the rule.
 */
export function summaryProblem(tree: Root): string | null {
  const [first, second] = visibleBlocks(tree);
  const summary = isSummary(first) ? first : first?.type === 'paragraph' && isSummary(second) ? second : null;
  const open = `<${SUMMARY_COMPONENT} title="${SUMMARY_TITLE}">`;
  if (!summary) return `must open with ${open} (at the top or after the intro paragraph)`;
  const lists = summary.children.filter((c): c is List => c.type === 'list');
  const bullets = lists.length === 1 ? lists[0].children.length : 0;
  if (
    lists.length !== 1 ||
    summary.children.length !== 1 ||
    bullets < SUMMARY_BULLETS.min ||
    bullets > SUMMARY_BULLETS.max
  )
    return `${open} must hold only a list of ${SUMMARY_BULLETS.min} to ${SUMMARY_BULLETS.max} bullets`;
  return null;
}

/** Problems of a release post's opening; null when the lead is the post's own. */
export function releaseLeadProblem(tree: Root): string | null {
  const text = toString(tree);
  if (/released yesterday/i.test(text)) return 'says "released yesterday"; open with what changed for whom';
  const lead = visibleBlocks(tree).find((n) => n.type === 'paragraph');
  if (lead && /\byesterday\b/i.test(toString(lead)))
    return 'opens with "yesterday"; the lead should say what changed for whom';
  return null;
}

export type TemplateInput = { kind: 'doc' | 'post'; tags: readonly string[]; tree: Root };

/** Every template problem of one docs article or blog post, as messages without the file name. */
export function templateProblems({ kind, tags, tree }: TemplateInput): string[] {
  const problems: string[] = [];
  if (kind === 'doc') {
    const words = proseWordCount(tree);
    const summary = words > SUMMARY_MIN_WORDS ? summaryProblem(tree) : null;
    if (summary) problems.push(`${words} words of prose: ${summary}`);
  } else if (tags.includes(RELEASE_TAG)) {
    const lead = releaseLeadProblem(tree);
    if (lead) problems.push(`release post ${lead}`);
  }
  return problems;
}
