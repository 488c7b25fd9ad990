import fs from 'node:fs';

export interface PhaseTime {
  name: string;
  /** Seconds; null for a phase with no step in this build. */
  wall: number | null;
  /** CPU seconds (user + system) of this process, its threads and its finished children. */
  cpu: number | null;
  note?: string;
}

/**
 * CPU seconds used by the finished children of this process (and theirs), from
 * /proc/self/stat; null where /proc is missing. On a loaded machine wall time says little,
 * CPU time stays comparable.
 */
export function childCpuSeconds(): number | null {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name (which may hold spaces): cutime and cstime are 16 and 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticksPerSecond = 100;
    return (Number(fields[13]) + Number(fields[14])) / ticksPerSecond;
  } catch {
    return null;
  }
}

const seconds = (n: number | null) => (n === null ? '—' : `${n.toFixed(1)} s`);

/** The table `npm run build` ends with. */
export function formatPhaseTable(
  times: PhaseTime[],
  { cores, loadBefore, loadAfter }: { cores: number; loadBefore: number; loadAfter: number },
): string {
  const total = times.reduce((sum, t) => sum + (t.wall ?? 0), 0);
  const cpu = times.reduce((sum, t) => sum + (t.cpu ?? 0), 0);
  const rows = [
    ['phase', 'wall', 'cpu', 'share', ''],
    ...times.map((t) => [
      t.name,
      seconds(t.wall),
      seconds(t.cpu),
      t.wall === null ? 'no step' : `${Math.round((100 * t.wall) / total)} %`,
      t.note ?? '',
    ]),
    ['total', seconds(total), seconds(cpu), '', ''],
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  // Name and note left-aligned, figures right-aligned.
  const line = (r: string[]) =>
    r
      .map((cell, i) => (i === 0 || i === r.length - 1 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [
    'Build phases',
    ...rows.map(line),
    `${cores} cores; load average ${loadBefore.toFixed(1)} at the start, ${loadAfter.toFixed(1)} at the end.`,
  ].join('\n');
}
