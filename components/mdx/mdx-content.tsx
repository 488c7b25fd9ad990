import { getMDXComponent } from 'next-contentlayer2/hooks';
import type { ComponentProps } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { TABLE_LABEL } from '@/lib/content/table-labels';
import { Danger, Info, Note, Tip, Warning } from './admonition';
import { CodeBlock } from './code-block';
import { EpisodeSummary } from './episode-summary';
import { DesktopRequirements, ExitCodes, Fact, RunnerSizing, RunnerTotal } from './facts';
import { Diagram } from './diagram';
import { Figure } from './figure';
import { Heading } from './heading';
import { Update } from './post-update';
import { Tab, Tabs } from './tabs';
import { TestActionsReference } from './test-actions-reference';

function MdxLink({ href = '', ...rest }: ComponentProps<'a'>) {
  if (href.startsWith('/') && !href.startsWith('//')) return <AppLink href={href} {...rest} />;
  if (/^https?:/.test(href)) return <a href={href} rel="noopener" {...rest} />;
  return <a href={href} {...rest} />;
}

const components = {
  h2: (p: ComponentProps<'h2'>) => <Heading as="h2" {...p} />,
  h3: (p: ComponentProps<'h3'>) => <Heading as="h3" {...p} />,
  h4: (p: ComponentProps<'h4'>) => <Heading as="h4" {...p} />,
  a: MdxLink,
  pre: CodeBlock,
  // GitHub-flavoured task lists render disabled checkboxes; name them for assistive technology.
  input: (p: ComponentProps<'input'>) =>
    p.type === 'checkbox' ? <input {...p} aria-label={p.checked ? 'Done' : 'To do'} /> : <input {...p} />,
  table: ({ [TABLE_LABEL]: label, ...p }: ComponentProps<'table'> & { [TABLE_LABEL]?: string }) => (
    <div className="table-wrapper" tabIndex={0} role="region" aria-label={label ?? 'Table'}>
      <table {...p} />
    </div>
  ),
  Note,
  Tip,
  Info,
  Warning,
  Danger,
  Tabs,
  Tab,
  Figure,
  EpisodeSummary,
  Fact,
  ExitCodes,
  RunnerSizing,
  DesktopRequirements,
  RunnerTotal,
  Update,
  TestActionsReference,
  Diagram,
};

const compiled = new Map<string, ReturnType<typeof getMDXComponent>>();

/** Evaluates compiled MDX once per document; the result is a plain function of its props. */
function mdxFor(code: string) {
  let content = compiled.get(code);
  if (!content) {
    content = getMDXComponent(code);
    compiled.set(code, content);
  }
  return content;
}

/** Renders contentlayer-compiled MDX with the site's components (server side, at build time). */
export function MdxContent({ code }: { code: string }) {
  return <div className="markdown">{mdxFor(code)({ components })}</div>;
}
