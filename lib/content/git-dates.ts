import { execFileSync } from 'node:child_process';

/** Marks a commit line in the log; file names never start with it. */
const COMMIT_MARK = '\u0001';

/**
 * Parses `git log --name-only --format=<mark>%cI` (newest first) into each file's last commit
 * date: the first commit that names a file is its last change.
 */
export function parseGitDates(log: string): Map<string, string> {
  const dates = new Map<string, string>();
  let date: string | null = null;
  for (const line of log.split('\n')) {
    if (line.startsWith(COMMIT_MARK)) date = new Date(line.slice(COMMIT_MARK.length)).toISOString();
    else if (line && date && !dates.has(line)) dates.set(line, date);
  }
  return dates;
}

/**
 * The last commit date of every file under `dir`, keyed by path relative to it, from one
 * `git log` (one process for the whole content tree, not one per document). Empty outside a
 * git checkout.
 */
export function readGitDates(dir: string): Map<string, string> {
  try {
    const log = execFileSync(
      'git',
      ['-c', 'core.quotePath=off', 'log', '--relative', '--name-only', `--format=${COMMIT_MARK}%cI`, '--', '.'],
      { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 256 * 1024 * 1024 },
    );
    return parseGitDates(log);
  } catch (error) {
    // Outside a checkout (an unpacked archive) the fallback dates are the plan; any other failure
    // (git missing, a log too long) is said, since every page then shows its fallback date.
    const stderr = String((error as { stderr?: unknown }).stderr ?? '');
    if (!/not a git repository/i.test(stderr))
      console.warn(
        `git-dates: cannot read commit dates (${stderr.trim() || String(error)}); pages show their fallback dates`,
      );
    return new Map();
  }
}
