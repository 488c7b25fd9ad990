/**
 * The Test Actions reference: every action of the Browser, Email, Excel, File and Math
 * libraries, validated once when this module loads. Rendered by <TestActionsReference /> and
 * turned into table-of-contents entries for the page that uses it.
 */
import type { TocItem } from '../toc';
import { browser } from './browser';
import { email } from './email';
import { excel } from './excel';
import { file } from './file';
import { math } from './math';
import { parseTestActions } from './schema';

export const TEST_ACTION_LIBRARIES = parseTestActions([browser, email, excel, file, math]);

/** The headings <TestActionsReference /> renders: a level 2 per library, a level 3 per action. */
export function testActionsToc(): TocItem[] {
  return TEST_ACTION_LIBRARIES.flatMap((lib) => [
    { id: lib.anchor, text: lib.heading, level: 2 },
    ...lib.actions.map((a) => ({ id: a.anchor, text: a.name, level: 3 })),
  ]);
}
