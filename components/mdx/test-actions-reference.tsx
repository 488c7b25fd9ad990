import { AppLink } from '@/components/ui/app-link';
import { TEST_ACTION_LIBRARIES } from '@/lib/content/test-actions';
import { Heading } from './heading';
import { InlineMarkdown } from './inline-markdown';
import { TestActionEntry } from './test-action-entry';

/**
 * Every action of every library, from lib/content/test-actions. The headings it renders are the
 * ones testActionsToc() gives the page's table of contents, with the same ids.
 */
export function TestActionsReference() {
  return (
    <>
      {TEST_ACTION_LIBRARIES.map((lib) => (
        <section key={lib.id} aria-labelledby={lib.anchor}>
          <Heading as="h2" id={lib.anchor}>
            {lib.heading}
          </Heading>
          <p>
            <InlineMarkdown text={lib.summary} /> {lib.actions.length} actions.{' '}
            <AppLink href={lib.href}>{lib.heading}: guide and examples</AppLink>.
          </p>
          {lib.actions.map((action) => (
            <TestActionEntry key={action.anchor} action={action} />
          ))}
        </section>
      ))}
    </>
  );
}
