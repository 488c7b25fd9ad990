import type { ReactNode } from 'react';
import { InlineMarkdown } from './inline-markdown';
import { FACT_NAMES, facts, factText, runnerSizingRows, runnerTotalText, type FactName } from '@/lib/content/facts';

const TEXT = factText();

/**
 * A table of facts: the same wrapper as Markdown tables (mdx-content.tsx), which scrolls on narrow
 * screens and is reachable by keyboard, with a head row and one row of cells per fact.
 */
function FactTable({ label, head, rows }: { label: string; head: string[]; rows: [string, ...ReactNode[]][] }) {
  return (
    <div className="table-wrapper" tabIndex={0} role="region" aria-label={label}>
      <table>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h}>{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([key, ...cells]) => (
            <tr key={key}>
              {cells.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One repeated product fact, inline: `<Fact name="healThreshold" />`. */
export function Fact({ name }: { name: FactName }) {
  if (!FACT_NAMES.includes(name))
    throw new Error(`<Fact name="${name}">: unknown fact; known: ${FACT_NAMES.join(', ')}`);
  const { text, code } = TEXT[name];
  return code ? <code>{text}</code> : <>{text}</>;
}

/** The exit codes of `tfx`, with an optional column of typical causes. */
export function ExitCodes({ causes = false }: { causes?: boolean }) {
  return (
    <FactTable
      label="Exit codes"
      head={['Code', 'Meaning', ...(causes ? ['Typical cause'] : [])]}
      rows={facts.exitCodes.map((e) => [
        String(e.code),
        <code key="code">{e.code}</code>,
        e.meaning,
        ...(causes ? [e.cause] : []),
      ])}
    />
  );
}

/** What a Testflux Runner needs in all, the Runner itself included, for common worker counts. */
export function RunnerSizing() {
  return (
    <FactTable
      label="Runner sizing"
      head={['Workers', 'vCPU', 'Memory']}
      rows={runnerSizingRows().map((r) => [r.workers, r.workers, r.vcpu, r.memory])}
    />
  );
}

/** Inline total for one worker count: `<RunnerTotal workers={4} />` gives "9 vCPU and 17 GB of memory". */
export function RunnerTotal({ workers }: { workers: number }) {
  return <>{runnerTotalText(workers)}</>;
}

/** What Testflux Desktop needs: the Install page's and the Downloads page's table. */
export function DesktopRequirements() {
  return (
    <FactTable
      label="System requirements"
      head={['Item', 'Requirement']}
      rows={facts.desktop.requirements.map((r) => [r.item, r.item, <InlineMarkdown key="text" text={r.requirement} />])}
    />
  );
}
