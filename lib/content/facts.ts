import { z } from 'zod';
import { APP_HOST } from '../config/product';
import { describeIssues } from '../validation';

/**
 * Product facts that many pages repeat. They are written here once; MDX renders them through
 * the components in components/mdx/facts.tsx, and the content check compares the literals that
 * code blocks must keep (CLI pins, Runner image tags) with this file.
 */
const version = z.string().regex(/^\d+\.\d+\.\d+$/, 'must be a version such as 1.4.20');
const resources = z.object({ vcpu: z.number().int().positive(), memoryGb: z.number().int().positive() });

export const FactsSchema = z
  .object({
    /** The current Testflux release. The CLI package and the Runner image follow its number. */
    release: version,
    cli: z.object({
      package: z.string().regex(/^@[a-z-]+\/[a-z-]+$/),
      command: z.string().min(1),
      nodeMin: z.number().int().min(14),
    }),
    runner: z.object({
      image: z.string().regex(/^[a-z-]+\/[a-z-]+$/),
      perWorker: resources,
      /** What the Runner process itself needs, beside its workers. */
      base: resources,
      defaultWorkers: z.number().int().positive(),
      shmSize: z.string().regex(/^\d+g$/),
      restart: z.enum(['unless-stopped', 'always']),
    }),
    exitCodes: z
      .array(z.object({ code: z.number().int().min(0), meaning: z.string().min(1), cause: z.string().min(1) }))
      .min(1)
      .refine((list) => list.every((e, i) => e.code === i), 'exit codes must be listed in order from 0 without gaps'),
    jenkins: z.object({
      step: z
        .string()
        .regex(/^testflux[A-Z][A-Za-z]*$/, 'the step name is testflux plus a verb, never a bare testflux'),
      credentialsId: z.string().min(1),
      since: version,
    }),
    heal: z.object({ threshold: z.number(), min: z.number(), max: z.number() }),
    /** A run's settings: defaults and limits (timeouts in seconds for a step, minutes for a case). */
    run: z.object({
      workers: z.object({ default: z.number().int().positive(), max: z.number().int().positive() }),
      retries: z.object({ default: z.number().int().min(0), max: z.number().int().positive() }),
      stepTimeout: z.object({
        default: z.number().int().positive(),
        min: z.number().int().positive(),
        max: z.number().int(),
      }),
      caseTimeout: z.object({
        default: z.number().int().positive(),
        min: z.number().int().positive(),
        max: z.number().int(),
      }),
    }),
    /** What Testflux Desktop needs, row by row (Markdown allowed in a requirement). */
    desktop: z.object({
      requirements: z.array(z.object({ item: z.string().min(1), requirement: z.string().min(1) })).min(1),
    }),
    /** The sandbox a Code Block runs in: its Node.js major, memory and run time limits. */
    codeBlock: z.object({
      node: z.number().int().min(18),
      memoryMb: z.number().int().positive(),
      timeoutSeconds: z.number().int().positive(),
      maxTimeoutSeconds: z.number().int().positive(),
    }),
  })
  .refine((f) => f.heal.min <= f.heal.threshold && f.heal.threshold <= f.heal.max && f.heal.max < 1, {
    message: 'the heal threshold must lie inside its range, below 1',
    path: ['heal'],
  })
  .refine(
    ({ run }) =>
      [run.workers, run.retries].every((s) => s.default <= s.max) &&
      [run.stepTimeout, run.caseTimeout].every((s) => s.min <= s.default && s.default <= s.max),
    { message: 'each run default must lie inside its range', path: ['run'] },
  )
  .refine((f) => f.codeBlock.timeoutSeconds <= f.codeBlock.maxTimeoutSeconds, {
    message: 'the default Code Block timeout must not exceed its maximum',
    path: ['codeBlock'],
  });

export type Facts = z.infer<typeof FactsSchema>;

/** The facts, checked: a bad one stops the build naming this file and the field. */
export function parseFacts(raw: unknown): Facts {
  const result = FactsSchema.safeParse(raw);
  if (!result.success) throw new Error(`Invalid facts in lib/content/facts.ts:\n${describeIssues(result.error)}`);
  return result.data;
}

export const facts: Facts = parseFacts({
  release: '1.4.20',
  cli: { package: '@testflux/cli', command: 'tfx', nodeMin: 18 },
  runner: {
    image: 'testflux/runner',
    perWorker: { vcpu: 2, memoryGb: 4 },
    base: { vcpu: 1, memoryGb: 1 },
    defaultWorkers: 2,
    shmSize: '2g',
    restart: 'unless-stopped',
  },
  exitCodes: [
    {
      code: 0,
      meaning: 'Every selected test passed',
      cause: 'Including cases that passed on a retry or with an AI Auto Heal',
    },
    {
      code: 1,
      meaning: 'At least one test failed',
      cause: 'A real regression, a flaky case, a test that needs updating',
    },
    {
      code: 2,
      meaning: 'Usage or configuration error',
      cause: 'Unknown flag, misspelled suite or Environment name, missing or revoked token',
    },
    {
      code: 3,
      meaning: 'Infrastructure error',
      cause: 'Runner unreachable or without a free worker, browser failed to start',
    },
  ],
  jenkins: { step: 'testfluxRun', credentialsId: 'testflux-token', since: '1.4.14' },
  heal: { threshold: 0.8, min: 0.7, max: 0.99 },
  run: {
    workers: { default: 2, max: 16 },
    retries: { default: 0, max: 3 },
    stepTimeout: { default: 30, min: 1, max: 300 },
    caseTimeout: { default: 15, min: 1, max: 120 },
  },
  desktop: {
    requirements: [
      { item: 'Windows', requirement: 'Windows 10 or 11, x64' },
      { item: 'macOS', requirement: 'macOS 13 Ventura or later, Apple silicon or Intel' },
      { item: 'Linux', requirement: 'Ubuntu 22.04 or later, or Debian 12 or later, x64 (`.deb` package or AppImage)' },
      { item: 'Memory', requirement: '8 GB RAM recommended; 4 GB minimum' },
      { item: 'Disk', requirement: '2 GB free for the app and its bundled browser' },
      { item: 'Display', requirement: '1280 x 800 or larger' },
      { item: 'Network', requirement: `HTTPS (port 443) to \`${APP_HOST}\`` },
    ],
  },
  codeBlock: { node: 20, memoryMb: 256, timeoutSeconds: 30, maxTimeoutSeconds: 60 },
});

/** `@testflux/cli@1.4.20`: the pin every CI example uses. */
export const cliPin = (f: Facts = facts) => `${f.cli.package}@${f.release}`;
/** `testflux/runner:1.4.20`: the image tag every Runner example uses. */
export const runnerImage = (f: Facts = facts) => `${f.runner.image}:${f.release}`;

/** What a Runner with `workers` workers needs in all, the Runner process included. */
export function runnerTotal(workers: number, f: Facts = facts) {
  if (!Number.isInteger(workers) || workers < 1)
    throw new Error(`<RunnerTotal workers={${workers}}>: workers must be a whole number from 1`);
  const { perWorker, base } = f.runner;
  return { vcpu: workers * perWorker.vcpu + base.vcpu, memoryGb: workers * perWorker.memoryGb + base.memoryGb };
}

/** `<RunnerTotal workers={4} />` on the page and in its twin: "9 vCPU and 17 GB of memory". */
export function runnerTotalText(workers: number, f: Facts = facts): string {
  const { vcpu, memoryGb } = runnerTotal(workers, f);
  return `${vcpu} vCPU and ${memoryGb} GB of memory`;
}

/** `<RunnerSizing />`'s rows, on the page and in its twin: the common worker counts, the default marked. */
export function runnerSizingRows(f: Facts = facts): { workers: string; vcpu: string; memory: string }[] {
  return [1, 2, 4, 8].map((n) => {
    const { vcpu, memoryGb } = runnerTotal(n, f);
    return {
      workers: `${n}${n === f.runner.defaultWorkers ? ' (default)' : ''}`,
      vcpu: String(vcpu),
      memory: `${memoryGb} GB`,
    };
  });
}

const fmt2 = (n: number) => n.toFixed(2);

/** Inline facts for `<Fact name="..." />`: the text, and whether it is code. */
export function factText(f: Facts = facts) {
  const { perWorker, base } = f.runner;
  const perWorkerText = `${perWorker.vcpu} vCPU and ${perWorker.memoryGb} GB of RAM`;
  const baseText = `${base.vcpu} vCPU and ${base.memoryGb} GB for the Runner itself`;
  return {
    release: { text: f.release, code: false },
    cliVersion: { text: f.release, code: false },
    cliPackage: { text: f.cli.package, code: true },
    cliPin: { text: cliPin(f), code: true },
    cliInstall: { text: `npm install --global ${cliPin(f)}`, code: true },
    nodeMin: { text: `Node.js ${f.cli.nodeMin} or later`, code: false },
    runnerImage: { text: runnerImage(f), code: true },
    runnerPerWorker: { text: perWorkerText, code: false },
    runnerBase: { text: baseText, code: false },
    runnerSizing: { text: `${perWorkerText} per worker, plus ${baseText}`, code: false },
    runnerShmSize: { text: `--shm-size=${f.runner.shmSize}`, code: true },
    runnerDefaultWorkers: { text: String(f.runner.defaultWorkers), code: false },
    jenkinsStep: { text: f.jenkins.step, code: true },
    jenkinsCredentialsId: { text: f.jenkins.credentialsId, code: true },
    healThreshold: { text: fmt2(f.heal.threshold), code: false },
    healThresholdRange: { text: `${fmt2(f.heal.min)} to ${fmt2(f.heal.max)}`, code: false },
    workersDefault: { text: String(f.run.workers.default), code: false },
    workersMax: { text: String(f.run.workers.max), code: false },
    retriesDefault: { text: String(f.run.retries.default), code: false },
    retriesMax: { text: String(f.run.retries.max), code: false },
    stepTimeout: { text: `${f.run.stepTimeout.default} seconds`, code: false },
    stepTimeoutRange: { text: `${f.run.stepTimeout.min} to ${f.run.stepTimeout.max} seconds`, code: false },
    caseTimeout: { text: `${f.run.caseTimeout.default} minutes`, code: false },
    caseTimeoutRange: { text: `${f.run.caseTimeout.min} to ${f.run.caseTimeout.max} minutes`, code: false },
    codeBlockRuntime: { text: `Node.js ${f.codeBlock.node}`, code: false },
    codeBlockMemory: { text: `${f.codeBlock.memoryMb} MB`, code: false },
    codeBlockTimeout: { text: `${f.codeBlock.timeoutSeconds} seconds`, code: false },
    codeBlockMaxTimeout: { text: `${f.codeBlock.maxTimeoutSeconds} seconds`, code: false },
  } satisfies Record<string, { text: string; code: boolean }>;
}

export type FactName = keyof ReturnType<typeof factText>;
export const FACT_NAMES = Object.keys(factText()) as FactName[];
