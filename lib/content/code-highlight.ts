import { createHighlighterCoreSync, type HighlighterCore } from '@shikijs/core';
import { createJavaScriptRegexEngine } from '@shikijs/engine-javascript';
import yaml from '@shikijs/langs/yaml';
import githubDark from '@shikijs/themes/github-dark-high-contrast';
import githubLight from '@shikijs/themes/github-light-high-contrast';

/**
 * The colour themes of every highlighted code block, light and dark: rehype-pretty-code's in the
 * MDX bodies, and `highlightLines` for code that comes from data (the Test Actions reference).
 */
export const CODE_THEMES = { light: githubLight, dark: githubDark };

/** The `data-theme` rehype-pretty-code writes on a block: both themes' names. */
export const CODE_THEME_NAMES = `${githubLight.name} ${githubDark.name}`;

export type HighlightedToken = { content: string; style: Record<string, string> };

/**
 * The languages code from data is written in. Shiki's core with its JavaScript regex engine and
 * these grammars, not the `shiki` package: Next loads that as an external ES module, an async
 * module, and one async module in the server graph puts Turbopack's async-module support in
 * every page's browser runtime (+0.45 KiB gzipped). For these grammars the two engines colour
 * alike (every reference example, compared token by token when this was written).
 */
const LANGUAGES = [yaml];
let highlighter: HighlighterCore | undefined;

/**
 * Code split into lines of coloured tokens, as rehype-pretty-code colours an MDX block: each
 * token carries both themes' colours as `--shiki-light` and `--shiki-dark`, which markdown.css
 * picks between by the colour mode. Runs at build time only (server components).
 */
export function highlightLines(code: string, lang: 'yaml'): HighlightedToken[][] {
  highlighter ??= createHighlighterCoreSync({
    themes: [githubLight, githubDark],
    langs: LANGUAGES,
    engine: createJavaScriptRegexEngine(),
  });
  const { tokens } = highlighter.codeToTokens(code, {
    lang,
    themes: { light: githubLight.name!, dark: githubDark.name! },
    defaultColor: false,
  });
  return tokens.map((line) => line.map((token) => ({ content: token.content, style: { ...(token.htmlStyle ?? {}) } })));
}
