/**
 * Content rules that catch drift in repeated product facts and in the blog's timeline. Each
 * rule is a pure function of plain values and returns problem messages (empty when the
 * content passes); scripts/content-check.ts feeds them the parsed MDX of every page.
 */
import { routes } from '../routes';
import { isCalendarDate } from '../dates';
import { admonitionName, isAdmonition, UPDATE_ADMONITION, updateTitle } from './admonitions';

export type Release = { version: string; date: string };
export type CodeBlock = { lang?: string | null; meta?: string | null; value: string };

/** The fewest words of prose a docs article and a post may have (the content check, `npm run new`). */
export const DOC_MIN_WORDS = 300;
export const POST_MIN_WORDS = 600;

/** A page's description, shown in results and cards and as its meta description, in characters (CONTENT_GUIDE). */
export const DESCRIPTION_LENGTH = { min: 80, max: 160 } as const;

/** What is wrong with a description's length, or null when it fits. */
export function descriptionLengthProblem(description: string): string | null {
  const { min, max } = DESCRIPTION_LENGTH;
  const n = description.length;
  return n >= min && n <= max ? null : `must be ${min}-${max} characters; this one has ${n}`;
}

/** The release that was current on `date`, or null before the first release. */
export function versionAt(date: string, releases: Release[]): string | null {
  const before = releases.filter((r) => r.date <= date).sort((a, b) => a.date.localeCompare(b.date));
  return before.length ? before[before.length - 1].version : null;
}

/** A version at the end of a sentence keeps its full stop out: "pin 1.4.20." is 1.4.20. */
const trimEnd = (v: string) => v.replace(/[.:;]+$/, '');

const titleOf = (block: CodeBlock) => /title="([^"]*)"/.exec(block.meta ?? '')?.[1] ?? '';

/** Code blocks that are CI configuration: by language or by a title that names a CI file or step. */
export function isCiBlock(block: CodeBlock): boolean {
  if (['yaml', 'yml', 'groovy', 'bat', 'dockerfile'].includes((block.lang ?? '').toLowerCase())) return true;
  return /jenkins|gitlab|github|workflow|pipeline|execute (shell|windows)|azure|bitbucket|circleci|dockerfile/i.test(
    titleOf(block),
  );
}

/** A YAML list item, `sh '...'`, `run:` or `script:`: a line of a CI file even inside a bash block. */
const CI_LINE = /^\s*(-\s|(sh|bat|powershell)\s*['"(]|(run|script):)/;

/** Commands joined across trailing-backslash continuation lines. */
function commands(value: string): string[] {
  return value.replace(/\\\r?\n/g, ' ').split(/\r?\n/);
}

/** A Jenkins step called `testflux` (the step is `step`, facts.jenkins.step), in a Jenkinsfile. */
export function bareJenkinsStepProblems(block: CodeBlock, step: string): string[] {
  const groovy = (block.lang ?? '').toLowerCase() === 'groovy' || /jenkinsfile/i.test(titleOf(block));
  if (!groovy) return [];
  return block.value
    .split(/\r?\n/)
    .flatMap((line, i) =>
      /^\s*(?:(?:def|final|var)\s+\w+\s*=\s*)?testflux(?![\w-])/.test(line)
        ? [`Jenkinsfile line ${i + 1} calls a bare "testflux" step; the step is ${step}`]
        : [],
    );
}

/** Prose that names the Jenkins step `testflux` in inline code. */
export function bareJenkinsStepMentionProblems(inlineCode: string, paragraph: string, step: string): string[] {
  if (!/^testflux\s*(\(.*\))?$/.test(inlineCode.trim())) return [];
  // Only where the paragraph is about Jenkins: elsewhere `testflux` may name a CI job or a folder.
  if (!/\b(jenkins|jenkinsfile|plugin)\b/i.test(paragraph)) return [];
  return [`names the Jenkins step \`${inlineCode}\`; the step is ${step}`];
}

/** Every `@testflux/cli@X` must pin the expected version (null: no release existed yet). */
export function cliPinProblems(text: string, expected: string | null, pkg: string): string[] {
  const re = new RegExp(`${pkg.replace('/', '\\/')}@([^\\s\`'"),\\]}]+)`, 'g');
  return [...text.matchAll(re)].flatMap((m) =>
    trimEnd(m[1]) === expected
      ? []
      : [
          expected
            ? `pins ${pkg}@${trimEnd(m[1])}; the pin is ${pkg}@${expected} (lib/content/facts.ts)`
            : `pins ${pkg}@${trimEnd(m[1])} in a post dated before the first release`,
        ],
  );
}

const INSTALL = /\b(?:npm\s+(?:install|i|add)|npx|yarn\s+(?:global\s+)?add|pnpm\s+(?:add|install))\b[^\n]*/g;

/** A CI example that installs the CLI without a version. */
export function unpinnedCliInstallProblems(block: CodeBlock, pkg: string): string[] {
  const ci = isCiBlock(block);
  const pkgRe = new RegExp(`${pkg.replace('/', '\\/')}(?!@|[\\w/-])`);
  return commands(block.value).flatMap((line) => {
    if (!ci && !CI_LINE.test(line)) return [];
    const installs = [...line.matchAll(INSTALL)].filter((m) => pkgRe.test(m[0]));
    return installs.length ? [`CI example installs ${pkg} without a version: "${line.trim()}"`] : [];
  });
}

/**
 * Prose in a docs page or a page that states the CLI's Node.js minimum ("Node.js 18 or later"):
 * it is written as <Fact name="nodeMin" />, so it lives in lib/content/facts.ts alone.
 */
export function nodeMinProblems(text: string, nodeMin: number): string[] {
  return [...text.matchAll(/\bNode(?:\.js)? (\d+)(?:\.\d+)* or (?:later|newer|above|higher)\b/gi)].flatMap((m) => [
    Number(m[1]) === nodeMin
      ? `writes "${m[0]}" out; write <Fact name="nodeMin" />`
      : `says "${m[0]}"; the CLI needs Node.js ${nodeMin} or later (lib/content/facts.ts)`,
  ]);
}

/**
 * Web and e-mail addresses on hosts other than the reserved `.example` domain (RFC 2606) and the
 * reader's own machine: the content links no real site, and sample data must not name a real
 * inbox. An XML namespace or DOCTYPE is an identifier the format requires, not an address.
 * CI variables inside a host ("pr-${{ github.event.number }}.preview.shop.example") are skipped.
 */
export function foreignAddressProblems(text: string): string[] {
  const hosts = text
    .split(/\r?\n/)
    .filter((line) => !/<!DOCTYPE|\bxmlns(:\w+)?=/i.test(line))
    .join('\n')
    .replace(/\$\{\{[^}]*\}\}|\$\{[^}]*\}|\$[A-Z_][A-Z0-9_]*/g, 'x');
  const found = [
    ...[...hosts.matchAll(/\bhttps?:\/\/([^\s/?#:"'`<>()[\]{}]+)/gi)].map((m) => ({ what: m[0], host: m[1] })),
    ...[...hosts.matchAll(/\b[\w.+-]+@((?:[a-z0-9-]+\.)+[a-z][a-z0-9-]*)\b/gi)].map((m) => ({
      what: m[0],
      host: m[1],
    })),
  ];
  const allowed = (host: string) => /(^|\.)example$/i.test(host) || /^(localhost|127\.0\.0\.1)$/i.test(host);
  return found
    .filter(({ host }) => !allowed(host.replace(/\.$/, '')))
    .map(({ what }) => `names ${what}, outside the reserved .example domain`);
}

/** A number stated in words (the pattern's first group), the fact it must equal, and what to say when it does not. */
type StatedNumber = [pattern: RegExp, fact: number, expected: string];

function statedNumberProblems(text: string, rules: StatedNumber[]): string[] {
  return rules.flatMap(([pattern, fact, expected]) =>
    [...text.matchAll(pattern)].flatMap((m) =>
      Number(m[1]) === fact ? [] : [`says "${m[0]}"; ${expected} (lib/content/facts.ts)`],
    ),
  );
}

/**
 * The Code Block sandbox as a docs page or a page states it where a component cannot (a
 * description, an image's alt text): its Node.js major ("a Node.js 20 sandbox", "the sandbox
 * (Node.js 20") and memory ("sandbox with 256 MB") must be those of lib/content/facts.ts.
 */
export function codeBlockSandboxProblems(text: string, sandbox: { node: number; memoryMb: number }): string[] {
  const node = `a Code Block's sandbox has Node.js ${sandbox.node}`;
  return statedNumberProblems(text, [
    [/\bNode\.js (\d+) (?:sandbox|process)\b/g, sandbox.node, node],
    [/\bsandbox \(Node\.js (\d+)/g, sandbox.node, node],
    [/\bsandbox(?:,| with) (\d+) MB\b/g, sandbox.memoryMb, `a Code Block's sandbox has ${sandbox.memoryMb} MB`],
  ]);
}

type RunSettings = {
  workers: { max: number };
  retries: { max: number };
  stepTimeout: { default: number };
  caseTimeout: { default: number };
};

const UP_TO = String.raw`(?:max(?:imum)?(?: of| is)?|up to)`;

/**
 * Run settings a docs page or a page states in words where a component cannot (a description,
 * an image's alt text) or in an example: the step and case timeouts' defaults ("the step timeout,
 * 30 seconds") and the most workers and retries ("up to 16 workers", "retries ... maximum 3")
 * must be those of lib/content/facts.ts.
 */
export function runSettingProblems(text: string, run: RunSettings): string[] {
  const workers = `a run has at most ${run.workers.max}`;
  const retries = `a failed case is retried at most ${run.retries.max}`;
  return statedNumberProblems(text, [
    [
      /step timeout[^.|\n<\d]{0,30}\b(\d+) s(?:econds)?\b/gi,
      run.stepTimeout.default,
      `the step timeout defaults to ${run.stepTimeout.default}`,
    ],
    [
      /test case timeout[^.|\n<\d]{0,30}\b(\d+) min(?:utes)?\b/gi,
      run.caseTimeout.default,
      `the Test Case timeout defaults to ${run.caseTimeout.default}`,
    ],
    [new RegExp(`${UP_TO} (\\d+)\\b[^.|\\n<]{0,12}workers`, 'gi'), run.workers.max, workers],
    [new RegExp(`workers[^.|\\n<]{0,40}${UP_TO} (\\d+)`, 'gi'), run.workers.max, workers],
    [new RegExp(`${UP_TO} (\\d+) retries`, 'gi'), run.retries.max, retries],
    [new RegExp(`retries[^.|\\n<]{0,40}${UP_TO} (\\d+)`, 'gi'), run.retries.max, retries],
  ]);
}

/** Every `docker run` of the Runner image needs the shared memory and restart flags. */
export function runnerDockerRunProblems(
  block: CodeBlock,
  runner: { image: string; shmSize: string; restart: string },
): string[] {
  return commands(block.value).flatMap((cmd) => {
    if (!/\bdocker\s+run\b/.test(cmd) || !cmd.includes(runner.image)) return [];
    const out: string[] = [];
    if (!new RegExp(`--shm-size[= ]${runner.shmSize}\\b`).test(cmd))
      out.push(`docker run of ${runner.image} without --shm-size=${runner.shmSize}`);
    if (!new RegExp(`--restart[= ]${runner.restart}\\b`).test(cmd))
      out.push(`docker run of ${runner.image} without --restart ${runner.restart}`);
    return out;
  });
}

/** Every `testflux/runner:X` must carry the expected tag; code that uses the image must tag it. */
export function runnerTagProblems(
  text: string,
  expected: string | null,
  image: string,
  { code = false } = {},
): string[] {
  const out = [...text.matchAll(new RegExp(`${image.replace('/', '\\/')}:([^\\s\`'"),\\]}]+)`, 'g'))].flatMap((m) =>
    trimEnd(m[1]) === expected
      ? []
      : [
          expected
            ? `uses ${image}:${trimEnd(m[1])}; the tag is ${image}:${expected} (lib/content/facts.ts)`
            : `uses ${image}:${trimEnd(m[1])} in a post dated before the first release`,
        ],
  );
  if (code) {
    for (const cmd of commands(text)) {
      if (/(\bimage:|\bdocker\s+(run|pull)\b)/.test(cmd) && new RegExp(`${image}(?![:\\w/-])`).test(cmd))
        out.push(`uses ${image} without a tag: "${cmd.trim()}"`);
    }
  }
  return out;
}

/** Product pages a post written before the first release cannot link (besides every /docs/ page). */
const PRODUCT_PAGES = [
  routes.changelog.home,
  ...['downloads', 'DownloadContainer', 'features', 'UseCases'].map(routes.page),
];

export type PostTimeline = {
  date: string;
  /** Internal links; `update` is the date of the <Update> note that holds the link, if any. */
  links: { url: string; update?: string }[];
  /** Dates of the post's <Update> notes, as written. */
  updates: string[];
};

/**
 * The blog timeline: a post dated before the first release links no product docs or pages, a
 * later post links docs only for features released by its date, no post links a later post,
 * and a dated <Update> note may link what existed by the note's date (which is on or after
 * both the first release and the post).
 */
export function postTimelineProblems(
  post: PostTimeline,
  releases: Release[],
  sinceOf: (pathname: string) => string,
  postDateOf: (slug: string) => string | undefined = () => undefined,
): string[] {
  const out: string[] = [];
  // A post cannot point readers to a post written after it, except from a later update note.
  for (const { url, update } of post.links) {
    const slug = routes.blog.slugOf(url);
    const target = slug ? postDateOf(slug) : undefined;
    const when = update ?? post.date;
    if (target && target > when)
      out.push(
        `links ${url}, a post dated ${target}, from ${update ? `an update note dated ${update}` : `a post dated ${post.date}`}`,
      );
  }
  if (!releases.length) return out;
  const sorted = [...releases].sort((a, b) => a.date.localeCompare(b.date));
  const first = sorted[0];
  const dateOf = new Map(sorted.map((r) => [r.version, r.date]));
  for (const d of post.updates) {
    if (!isCalendarDate(d)) out.push(`<Update date="${d}"> needs a day as YYYY-MM-DD`);
    else if (d < first.date) out.push(`<Update date="${d}"> is dated before ${first.version} (${first.date})`);
    else if (d < post.date) out.push(`<Update date="${d}"> is dated before the post (${post.date})`);
  }
  for (const { url, update } of post.links) {
    const pathname = url.split('#')[0];
    const isDocs = pathname.startsWith(routes.docs.home) && !pathname.startsWith(routes.docs.tags);
    if (!isDocs && !PRODUCT_PAGES.includes(pathname)) continue;
    const when = update ?? post.date;
    if (when < first.date) {
      out.push(
        `links ${url} but is dated ${post.date}, before Testflux ${first.version} (${first.date}); ` +
          `remove the link or move it into an <Update date="YYYY-MM-DD"> note`,
      );
      continue;
    }
    if (!isDocs) continue;
    const since = sinceOf(pathname);
    const shipped = dateOf.get(since);
    if (!shipped) out.push(`links ${url}, documented as new in ${since}, a version the changelog does not have`);
    else if (shipped > when)
      out.push(
        `links ${url}, a feature from ${since} (${shipped}), in ${update ? `an update note dated ${update}` : `a post dated ${post.date}`}`,
      );
  }
  return out;
}

export type JsxUse = { name: string; attributes: Record<string, string | null> };

/** Props of the fact and update components, which the build would otherwise reject late. */
export function componentUseProblems(use: JsxUse, factNames: readonly string[], { isPost = false } = {}): string[] {
  const a = use.attributes;
  switch (use.name) {
    case 'Fact':
      return a.name && factNames.includes(a.name)
        ? []
        : [`<Fact name="${a.name}"> is not a fact in lib/content/facts.ts`];
    case 'RunnerTotal':
      return /^[1-9]\d*$/.test(a.workers ?? '') ? [] : [`<RunnerTotal> needs workers={n} with a whole number from 1`];
    case 'Update':
      if (!isPost) return ['<Update> notes belong in blog posts'];
      return isCalendarDate(a.date ?? '') ? [] : [`<Update date="${a.date}"> needs a day as YYYY-MM-DD`];
    default:
      return [];
  }
}

/** The name a callout component is announced by (`admonitionName`), or null for other components. */
function calloutName({ name, attributes: a }: JsxUse): string | null {
  if (isAdmonition(name)) return admonitionName(name, a.title ?? undefined);
  if (name === 'Update') return admonitionName(UPDATE_ADMONITION, updateTitle(a.date ?? '', a.about ?? undefined));
  return null;
}

/**
 * Callouts of one page that share a name: each is a landmark, which screen readers list and
 * tell apart by name (axe's landmark-unique).
 */
export function sameNamedCalloutProblems(uses: JsxUse[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const use of uses) {
    const name = calloutName(use);
    if (name === null) continue;
    if (seen.has(name))
      out.push(
        `two callouts are named "${name}": give one a title${use.name === 'Update' ? ', or an about="…"' : ''}, so that screen readers tell them apart`,
      );
    seen.add(name);
  }
  return out;
}
