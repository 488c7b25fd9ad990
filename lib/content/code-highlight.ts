import { codeToTokens, type BundledLanguage } from 'shiki';

/**
 * The colour themes of every highlighted code block, light and dark: rehype-pretty-code's in the
 * MDX bodies, and `highlightLines` for code that comes from data (the Test Actions reference).
 */
export const CODE_THEMES = { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' } as const;

/** The `data-theme` rehype-pretty-code writes on a block: both themes' names. */
export const CODE_THEME_NAMES = `${CODE_THEMES.light} ${CODE_THEMES.dark}`;

export type HighlightedToken = { content: string; style: Record<string, string> };

/**
 * Code split into lines of coloured tokens, as rehype-pretty-code colours an MDX block: each
 * token carries both themes' colours as `--shiki-light` and `--shiki-dark`, which markdown.css
 * picks between by the colour mode. Runs at build time only (server components).
 */
export async function highlightLines(code: string, lang: BundledLanguage): Promise<HighlightedToken[][]> {
  const { tokens } = await codeToTokens(code, { lang, themes: CODE_THEMES, defaultColor: false });
  return tokens.map((line) => line.map((token) => ({ content: token.content, style: { ...(token.htmlStyle ?? {}) } })));
}
