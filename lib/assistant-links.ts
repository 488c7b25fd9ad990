/**
 * Where the "Copy page" menu sends a page: its Markdown twin, and the two assistants that
 * accept a prompt in the URL. The prompt links the twin, so the assistant reads the page's
 * Markdown rather than its HTML.
 */
import { absoluteUrl, twinPath } from './routes';

export const ASSISTANTS = {
  chatgpt: 'https://chatgpt.com/?q=',
  claude: 'https://claude.ai/new?q=',
} as const;

export function assistantPrompt(twinUrl: string, title: string): string {
  return `Read ${twinUrl} ("${title}") so I can ask you questions about it.`;
}

export function copyPageLinks(siteUrl: string, pagePath: string, title: string) {
  const twin = twinPath(pagePath);
  const prompt = encodeURIComponent(assistantPrompt(absoluteUrl(twin, siteUrl), title));
  return { twin, chatgpt: ASSISTANTS.chatgpt + prompt, claude: ASSISTANTS.claude + prompt };
}
