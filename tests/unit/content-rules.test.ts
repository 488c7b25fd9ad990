import { describe, expect, it } from 'vitest';
import {
  bareJenkinsStepMentionProblems,
  bareJenkinsStepProblems,
  cliPinProblems,
  codeBlockSandboxProblems,
  nodeMinProblems,
  runSettingProblems,
  componentUseProblems,
  foreignAddressProblems,
  postTimelineProblems,
  runnerDockerRunProblems,
  runnerTagProblems,
  unpinnedCliInstallProblems,
  versionAt,
  type Release,
  sameNamedCalloutProblems,
} from '@/lib/content/content-rules';
import { FACT_NAMES } from '@/lib/content/facts';
import { docsSince } from '@/lib/content/feature-timeline';

const releases: Release[] = [
  { version: '1.0.0', date: '2024-02-13' },
  { version: '1.3.0', date: '2024-10-08' },
  { version: '1.4.14', date: '2025-08-05' },
  { version: '1.4.20', date: '2025-10-21' },
];
const since = (pathname: string) => docsSince(pathname);
const jenkinsfile = (value: string) => ({ lang: 'groovy', meta: 'title="Jenkinsfile"', value });
const yaml = (value: string) => ({ lang: 'yaml', meta: 'title=".gitlab-ci.yml"', value });
const bash = (value: string) => ({ lang: 'bash', meta: null, value });
// The product's names as the rules are given them (lib/content/facts.ts in the content check).
const STEP = 'testfluxRun';
const PKG = '@testflux/cli';
const RUNNER = { image: 'testflux/runner', shmSize: '2g', restart: 'unless-stopped' };

const RUN = {
  workers: { default: 2, max: 16 },
  retries: { default: 0, max: 3 },
  stepTimeout: { default: 30 },
  caseTimeout: { default: 15 },
};

const SANDBOX = { node: 20, memoryMb: 256 };

type Case = { rule: string; bad: () => string[]; good: () => string[]; message: RegExp };

// Each rule with one input it must reject and one it must accept.
const cases: Case[] = [
  {
    rule: 'a bare testflux Jenkins step',
    bad: () => bareJenkinsStepProblems(jenkinsfile("steps {\n  testflux credentialsId: 'testflux-token'\n}"), STEP),
    good: () => bareJenkinsStepProblems(jenkinsfile("steps {\n  testfluxRun credentialsId: 'testflux-token'\n}"), STEP),
    message: /line 2 calls a bare "testflux" step; the step is testfluxRun/,
  },
  {
    rule: 'a bare testflux step assigned in scripted pipelines',
    bad: () => bareJenkinsStepProblems(jenkinsfile("def code = testflux(project: 'SHOP')"), STEP),
    good: () => bareJenkinsStepProblems(jenkinsfile("def code = testfluxRun(project: 'SHOP')"), STEP),
    message: /bare "testflux" step/,
  },
  {
    rule: 'a bare testflux step named in prose',
    bad: () => bareJenkinsStepMentionProblems('testflux', 'The plugin adds a testflux step for pipelines.', STEP),
    good: () => [
      ...bareJenkinsStepMentionProblems('testfluxRun', 'The plugin adds a testfluxRun step for pipelines.', STEP),
      // A GitHub Actions job may be called testflux: not a Jenkins step.
      ...bareJenkinsStepMentionProblems(
        'testflux',
        'The comment job waits with `needs: testflux` after each step.',
        STEP,
      ),
    ],
    message: /names the Jenkins step `testflux`/,
  },
  {
    rule: 'a Node.js minimum other than the fact',
    bad: () => nodeMinProblems('The agent needs Node.js 16 or later.', 18),
    good: () => nodeMinProblems('The agent needs <Fact name="nodeMin" />. Code Blocks run on Node.js 20.', 18),
    message: /says "Node\.js 16 or later"; the CLI needs Node\.js 18 or later/,
  },
  {
    rule: 'the Node.js minimum written out in a docs page',
    bad: () => nodeMinProblems('The CLI needs Node.js 18 or later.', 18),
    good: () => nodeMinProblems('The CLI needs <Fact name="nodeMin" />.', 18),
    message: /write <Fact name="nodeMin" \/>/,
  },
  {
    rule: 'a Code Block sandbox on another Node.js',
    bad: () => codeBlockSandboxProblems('Code Blocks run in a Node.js 18 sandbox.', SANDBOX),
    good: () => codeBlockSandboxProblems('Code Blocks run in a Node.js 20 sandbox. The agent has Node.js 18.', SANDBOX),
    message: /says "Node\.js 18 sandbox"; a Code Block's sandbox has Node\.js 20/,
  },
  {
    rule: 'a Code Block sandbox with other memory',
    bad: () => codeBlockSandboxProblems('alt="The step runs in a Node.js 20 sandbox with 512 MB of memory"', SANDBOX),
    good: () => codeBlockSandboxProblems('alt="The step runs in a Node.js 20 sandbox with 256 MB of memory"', SANDBOX),
    message: /says "sandbox with 512 MB"; a Code Block's sandbox has 256 MB/,
  },
  // Each: what, stated wrongly, stated rightly, and what the message quotes.
  ...(
    [
      [
        'the step timeout',
        'the step timeout, 45 seconds by default',
        'the step timeout, 30 seconds by default',
        'step timeout, 45 seconds',
      ],
      [
        'the Test Case timeout',
        'the Test Case timeout of 20 minutes',
        'the Test Case timeout of 15 minutes',
        'Test Case timeout of 20 minutes',
      ],
      [
        'the most workers',
        'in parallel with up to 32 workers',
        'in parallel with up to 16 workers',
        'up to 32 workers',
      ],
      [
        'the most workers, after',
        'workers per run (2 by default, up to 8)',
        'workers per run (2 by default, up to 16)',
        'workers per run (2 by default, up to 8',
      ],
      ['the most retries', 'Testflux allows up to 5 retries', 'Testflux allows up to 3 retries', 'up to 5 retries'],
      [
        'the most retries, after',
        'retries (0 by default, maximum 4)',
        'retries (0 by default, maximum 3)',
        'retries (0 by default, maximum 4',
      ],
    ] as const
  ).map(([what, wrong, right, quote]): Case => ({
    rule: `${what} stated in words`,
    bad: () => runSettingProblems(wrong, RUN),
    good: () => runSettingProblems(right, RUN),
    message: new RegExp(`says "${quote.replace(/[()]/g, '\\$&')}"`),
  })),
  {
    rule: 'an unpinned @latest CLI',
    bad: () => cliPinProblems('| Testflux CLI | `npm install --global @testflux/cli@latest` |', '1.4.20', PKG),
    good: () => cliPinProblems('| Testflux CLI | `npm install --global @testflux/cli@1.4.20` |', '1.4.20', PKG),
    message: /pins @testflux\/cli@latest; the pin is @testflux\/cli@1\.4\.20/,
  },
  {
    rule: 'a CLI pin that differs from the data file',
    bad: () => cliPinProblems('install @testflux/cli@1.4.14.', '1.4.20', PKG),
    good: () => cliPinProblems('install @testflux/cli@1.4.20.', '1.4.20', PKG),
    message: /pins @testflux\/cli@1\.4\.14/,
  },
  {
    rule: 'a CLI pin in a post written before any release',
    bad: () => cliPinProblems('npm i -g @testflux/cli@1.0.0', null, PKG),
    good: () => cliPinProblems('npm i -g some-other-tool@1.0.0', null, PKG),
    message: /before the first release/,
  },
  {
    rule: 'an unpinned install in a CI file',
    bad: () => unpinnedCliInstallProblems(yaml('script:\n  - npm install --global @testflux/cli\n  - tfx run'), PKG),
    good: () =>
      unpinnedCliInstallProblems(yaml('script:\n  - npm install --global @testflux/cli@1.4.20\n  - tfx run'), PKG),
    message: /CI example installs @testflux\/cli without a version/,
  },
  {
    rule: 'an unpinned install in a Jenkins sh step inside a plain block',
    bad: () => unpinnedCliInstallProblems(bash("sh 'npm install --global @testflux/cli'"), PKG),
    good: () => unpinnedCliInstallProblems(bash('npm install --global @testflux/cli'), PKG),
    message: /without a version/,
  },
  {
    rule: 'a Runner docker run without --shm-size',
    bad: () =>
      runnerDockerRunProblems(
        bash('docker run -d --name testflux-runner \\\n  --restart unless-stopped \\\n  testflux/runner:1.4.20'),
        RUNNER,
      ),
    good: () =>
      runnerDockerRunProblems(
        bash(
          'docker run -d --name testflux-runner \\\n  --restart unless-stopped \\\n  --shm-size=2g \\\n  testflux/runner:1.4.20',
        ),
        RUNNER,
      ),
    message: /docker run of testflux\/runner without --shm-size=2g/,
  },
  {
    rule: 'a Runner docker run without --restart',
    bad: () => runnerDockerRunProblems(bash('docker run -d --shm-size=2g testflux/runner:1.4.20'), RUNNER),
    good: () =>
      runnerDockerRunProblems(
        bash('docker run -d --shm-size=2g --restart unless-stopped testflux/runner:1.4.20'),
        RUNNER,
      ),
    message: /without --restart unless-stopped/,
  },
  {
    rule: 'a Runner image tag that differs from the data file',
    bad: () => runnerTagProblems('image: testflux/runner:1.4.0', '1.4.20', RUNNER.image),
    good: () => runnerTagProblems('image: testflux/runner:1.4.20', '1.4.20', RUNNER.image),
    message: /uses testflux\/runner:1\.4\.0; the tag is testflux\/runner:1\.4\.20/,
  },
  {
    rule: 'an untagged Runner image in code',
    bad: () =>
      runnerTagProblems('services:\n  runner:\n    image: testflux/runner', '1.4.20', RUNNER.image, { code: true }),
    good: () => runnerTagProblems('docker logs testflux-runner', '1.4.20', RUNNER.image, { code: true }),
    message: /uses testflux\/runner without a tag/,
  },
  {
    rule: 'a pre-1.0.0 post that links product docs',
    bad: () =>
      postTimelineProblems(
        { date: '2023-02-28', links: [{ url: '/docs/Testflux/Dashboards/flaky-tests/' }], updates: [] },
        releases,
        since,
      ),
    good: () =>
      postTimelineProblems(
        { date: '2023-02-28', links: [{ url: '/blog/test-pyramid-in-practice/' }], updates: [] },
        releases,
        since,
      ),
    message: /dated 2023-02-28, before Testflux 1\.0\.0 \(2024-02-13\)/,
  },
  {
    rule: 'an update note that links a feature released after the note',
    bad: () =>
      postTimelineProblems(
        {
          date: '2023-02-28',
          links: [{ url: '/docs/Testflux/Dashboards/flaky-tests/', update: '2024-10-09' }],
          updates: ['2024-10-09'],
        },
        releases,
        since,
      ),
    good: () =>
      postTimelineProblems(
        {
          date: '2023-02-28',
          links: [{ url: '/docs/Testflux/Dashboards/flaky-tests/', update: '2025-08-06' }],
          updates: ['2025-08-06'],
        },
        releases,
        since,
      ),
    message: /a feature from 1\.4\.14 \(2025-08-05\), in an update note dated 2024-10-09/,
  },
  {
    rule: 'an update note dated before 1.0.0',
    bad: () =>
      postTimelineProblems(
        {
          date: '2023-02-28',
          links: [{ url: '/docs/Testflux/Run%20Tests/headless/', update: '2023-12-01' }],
          updates: ['2023-12-01'],
        },
        releases,
        since,
      ),
    good: () =>
      postTimelineProblems(
        {
          date: '2023-02-28',
          links: [{ url: '/docs/Testflux/Run%20Tests/headless/', update: '2024-02-14' }],
          updates: ['2024-02-14'],
        },
        releases,
        since,
      ),
    message: /<Update date="2023-12-01"> is dated before 1\.0\.0/,
  },
  {
    rule: 'a later post that links docs of a feature not yet released',
    bad: () =>
      postTimelineProblems(
        { date: '2024-05-28', links: [{ url: '/docs/Testflux/Accessibility%20Testing/rules/' }], updates: [] },
        releases,
        since,
      ),
    good: () =>
      postTimelineProblems(
        { date: '2024-10-09', links: [{ url: '/docs/Testflux/Accessibility%20Testing/rules/' }], updates: [] },
        releases,
        since,
      ),
    message: /a feature from 1\.3\.0 \(2024-10-08\), in a post dated 2024-05-28/,
  },
  {
    rule: 'a post that links a later post outside an update note',
    bad: () =>
      postTimelineProblems(
        { date: '2023-03-14', links: [{ url: '/blog/playwright-vs-cypress/' }], updates: [] },
        releases,
        since,
        (slug) => (slug === 'playwright-vs-cypress' ? '2023-06-20' : undefined),
      ),
    good: () =>
      postTimelineProblems(
        {
          date: '2023-03-14',
          links: [{ url: '/blog/playwright-vs-cypress/', update: '2024-03-01' }],
          updates: ['2024-03-01'],
        },
        releases,
        since,
        (slug) => (slug === 'playwright-vs-cypress' ? '2023-06-20' : undefined),
      ),
    message: /links \/blog\/playwright-vs-cypress\/, a post dated 2023-06-20, from a post dated 2023-03-14/,
  },
  {
    rule: 'an unknown fact name',
    bad: () => componentUseProblems({ name: 'Fact', attributes: { name: 'healThreshhold' } }, FACT_NAMES),
    good: () => componentUseProblems({ name: 'Fact', attributes: { name: 'healThreshold' } }, FACT_NAMES),
    message: /<Fact name="healThreshhold"> is not a fact/,
  },
  {
    rule: 'an e-mail address on a real domain',
    bad: () => foreignAddressProblems('Type `test@example.com` into the field.'),
    good: () => foreignAddressProblems('Type `test@shop.example` into the field; pin @testflux/cli@1.4.20.'),
    message: /names test@example\.com, outside the reserved \.example domain/,
  },
  {
    rule: 'a link to a real site',
    bad: () => foreignAddressProblems('See [the guide](https://docs.example.com/guide).'),
    good: () =>
      foreignAddressProblems(
        [
          'See [Studio](https://app.testflux.example/signup) or http://localhost:8080/.',
          'APP: https://pr-${{ github.event.pull_request.number }}.preview.shop.example',
          '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
        ].join('\n'),
      ),
    message: /names https:\/\/docs\.example\.com, outside/,
  },
  {
    rule: 'an update note outside a post or without an ISO date',
    bad: () =>
      componentUseProblems({ name: 'Update', attributes: { date: '12 May 2024' } }, FACT_NAMES, { isPost: true }),
    good: () =>
      componentUseProblems({ name: 'Update', attributes: { date: '2024-05-12' } }, FACT_NAMES, { isPost: true }),
    message: /needs a day as YYYY-MM-DD/,
  },
  {
    rule: 'an update note dated a day the calendar does not have',
    bad: () =>
      componentUseProblems({ name: 'Update', attributes: { date: '2026-02-30' } }, FACT_NAMES, { isPost: true }),
    good: () =>
      componentUseProblems({ name: 'Update', attributes: { date: '2026-03-02' } }, FACT_NAMES, { isPost: true }),
    message: /needs a day as YYYY-MM-DD/,
  },
];

describe('content rules', () => {
  it.each(cases)('rejects $rule', ({ bad, message }) => {
    const problems = bad();
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.some((p) => message.test(p))).toBe(true);
  });

  it.each(cases)('accepts the corrected form of $rule', ({ good }) => {
    expect(good()).toEqual([]);
  });
});

describe('versionAt and docsSince', () => {
  it('finds the release current on a date', () => {
    expect(versionAt('2024-02-12', releases)).toBeNull();
    expect(versionAt('2024-02-13', releases)).toBe('1.0.0');
    expect(versionAt('2025-09-01', releases)).toBe('1.4.14');
  });

  it('takes the longest matching docs path', () => {
    expect(docsSince('/docs/Testflux/Dashboards/widgets/')).toBe('1.3.9');
    expect(docsSince('/docs/Testflux/Dashboards/flaky-tests/#badges')).toBe('1.4.14');
    expect(docsSince('/docs/Testflux/CICD%20%26%20Integrations/Jenkinspipeline/')).toBe('1.4.14');
    expect(docsSince('/docs/Testflux/Run%20Tests/headless/')).toBe('1.0.0');
  });
});

describe('callouts of a page', () => {
  const use = (name: string, attributes: Record<string, string | null> = {}) => ({ name, attributes });
  it.each([
    ['two untitled notes', [use('Note'), use('Note')], ['two callouts are named "Note"']],
    ['a note and a tip', [use('Note'), use('Tip')], []],
    ['two notes titled apart', [use('Note', { title: 'A' }), use('Note', { title: 'B' })], []],
    [
      'two updates of one day',
      [use('Update', { date: '2026-11-30' }), use('Update', { date: '2026-11-30' })],
      ['two callouts are named "Update, 2026-11-30"'],
    ],
    [
      'two updates of one day, each about something',
      [use('Update', { date: '2026-11-30', about: 'A' }), use('Update', { date: '2026-11-30', about: 'B' })],
      [],
    ],
    ['a warning and an info with its title', [use('Warning', { title: 'X' }), use('Info', { title: 'X' })], []],
  ])('%s', (_name, uses, expected) => {
    const problems = sameNamedCalloutProblems(uses);
    expect(problems).toHaveLength(expected.length);
    problems.forEach((p, i) => expect(p).toContain(expected[i]));
  });
});
