/**
 * The Test Actions reference: every action of the Browser, Email, Excel, File and Math
 * libraries, then the mobile app actions (which belong to no library), validated once when this
 * module loads. Rendered by <TestActionsReference /> and its Markdown twin, and turned into
 * table-of-contents entries for the page that uses it.
 */
import { PRODUCT_NAME } from '../../config/product';
import type { TocItem } from '../toc';
import { browser } from './browser';
import { email } from './email';
import { excel } from './excel';
import { file } from './file';
import { math } from './math';
import { mobile } from './mobile';
import { parseTestActions, type TestActionParam } from './schema';

/** Every group the reference renders, in page order; `library` is false for the mobile app actions. */
export const TEST_ACTION_LIBRARIES = parseTestActions([browser, email, excel, file, math, mobile]);

/**
 * An input's "Type and default" cell after its type, as Markdown for the page and its twin alike:
 * "Required", or the default as a test file writes it (a Switch is `true` or `false`).
 */
export function paramRequirement(p: TestActionParam): string {
  if (p.required) return '**Required**';
  if (p.default === undefined) return 'Optional, no default';
  if (p.type === 'Switch') return `Default ${p.default} (\`${p.default === 'on'}\`)`;
  return `Default \`${p.default}\``;
}

/** The sentence after an action's summary when a release after its library's first brought it. */
export const sinceText = (version: string) => `Available since ${PRODUCT_NAME} ${version}.`;

/** The headings <TestActionsReference /> renders: a level 2 per group, a level 3 per action. */
export function testActionsToc(): TocItem[] {
  return TEST_ACTION_LIBRARIES.flatMap((lib) => [
    { id: lib.anchor, text: lib.heading, level: 2 },
    ...lib.actions.map((a) => ({ id: a.anchor, text: a.name, level: 3 })),
  ]);
}
