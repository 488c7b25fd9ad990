import type { ReactNode } from 'react';
import { FACT_NAMES, facts, factText, runnerTotal, type FactName } from '@/lib/content/facts';

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

const SIZING_WORKERS = [1, 2, 4, 8];

/** What a Testflux Runner needs in all, the Runner itself included, for common worker counts. */
export function RunnerSizing({ workers = SIZING_WORKERS }: { workers?: number[] }) {
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
        {workers.map((n) => {
          const total = runnerTotal(n);
          return (
            <tr key={n}>
              <td>
                {n}
                {n === facts.runner.defaultWorkers ? ' (default)' : ''}
              </td>
              <td>{total.vcpu}</td>
              <td>{total.memoryGb} GB</td>
            </tr>
          );
        })}
      </tbody>
    </TableWrapper>
  );
}

/** Inline total for one worker count: `<RunnerTotal workers={4} />` gives "9 vCPU and 17 GB of memory". */
export function RunnerTotal({ workers }: { workers: number }) {
  if (!Number.isInteger(workers) || workers < 1)
    throw new Error(`<RunnerTotal workers={${workers}}>: workers must be a whole number from 1`);
  const total = runnerTotal(workers);
  return (
    <>
      {total.vcpu} vCPU and {total.memoryGb} GB of memory
    </>
  );
}
