import type { ReactNode } from 'react';
import { InlineMarkdown } from './inline-markdown';
import { FACT_NAMES, facts, factText, runnerSizingRows, runnerTotalText, type FactName } from '@/lib/content/facts';

const TEXT = factText();

function TableWrapper({ label, children }: { label: string; children: ReactNode }) {
  // Same wrapper as Markdown tables (mdx-content.tsx): scrolls on narrow screens, reachable by keyboard.
  return (
    <div className="table-wrapper" tabIndex={0} role="region" aria-label={label}>
      <table>{children}</table>
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
    <TableWrapper label="Exit codes">
      <thead>
        <tr>
          <th>Code</th>
          <th>Meaning</th>
          {causes ? <th>Typical cause</th> : null}
        </tr>
      </thead>
      <tbody>
        {facts.exitCodes.map((e) => (
          <tr key={e.code}>
            <td>
              <code>{e.code}</code>
            </td>
            <td>{e.meaning}</td>
            {causes ? <td>{e.cause}</td> : null}
          </tr>
        ))}
      </tbody>
    </TableWrapper>
  );
}

/** What a Testflux Runner needs in all, the Runner itself included, for common worker counts. */
export function RunnerSizing() {
  return (
    <TableWrapper label="Runner sizing">
      <thead>
        <tr>
          <th>Workers</th>
          <th>vCPU</th>
          <th>Memory</th>
        </tr>
      </thead>
      <tbody>
        {runnerSizingRows().map((row) => (
          <tr key={row.workers}>
            <td>{row.workers}</td>
            <td>{row.vcpu}</td>
            <td>{row.memory}</td>
          </tr>
        ))}
      </tbody>
    </TableWrapper>
  );
}

/** Inline total for one worker count: `<RunnerTotal workers={4} />` gives "9 vCPU and 17 GB of memory". */
export function RunnerTotal({ workers }: { workers: number }) {
  return <>{runnerTotalText(workers)}</>;
}

/** What Testflux Desktop needs: the Install page's and the Downloads page's table. */
export function DesktopRequirements() {
  return (
    <TableWrapper label="System requirements">
      <thead>
        <tr>
          <th>Item</th>
          <th>Requirement</th>
        </tr>
      </thead>
      <tbody>
        {facts.desktop.requirements.map((r) => (
          <tr key={r.item}>
            <td>{r.item}</td>
            <td>
              <InlineMarkdown text={r.requirement} />
            </td>
          </tr>
        ))}
      </tbody>
    </TableWrapper>
  );
}
