import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { rehypePercentNowrap } from './percent-nowrap';

/**
 * Renders a post's summary (the Markdown before its truncate marker) to HTML for list pages.
 * Raw HTML in the Markdown is dropped, not passed through.
 */
export async function excerptToHtml(markdown: string): Promise<string> {
  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypePercentNowrap)
    .use(rehypeStringify)
    .process(markdown);
  return String(file).trim();
}
