import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paramRequirement, TEST_ACTION_LIBRARIES } from '@/lib/content/test-actions';
import { prefersMarkdown } from '@/lib/hosting/rules';
import { changelogMarkdown, llmsFullTxt, llmsTxt, twinDocument, twinSourceUrl } from '@/lib/llms/documents';
import { absolutize, mdxToMarkdown } from '@/lib/llms/mdx-to-markdown';
import { exportFilePath, ogImagePath, twinPath } from '@/lib/routes';

const PAGE = 'https://testflux.example/docs/Testflux/Get%20Started/installation/';
const fixture = fs.readFileSync('tests/fixtures/twin/article.mdx', 'utf8');
const { markdown, unknownComponents } = mdxToMarkdown(fixture, {
  pageUrl: PAGE,
  diagramImage: (name) => (name === 'runner-architecture' ? '/img/docs/runner-architecture.svg' : undefined),
});

describe('MDX to Markdown twin', () => {
  it('leaks no JSX, import or expression', () => {
    const prose = markdown.replace(/```[\s\S]*?```/g, '');
    expect(prose).not.toMatch(/<\/?[A-Z][A-Za-z]*[\s/>]/);
    expect(prose).not.toMatch(/^import /m);
    expect(prose).not.toContain('truncate');
    expect(prose).not.toMatch(/<kbd>|groupId/);
  });

  it('turns tabs into sections labelled one level below the enclosing heading', () => {
    expect(markdown).toMatch(/## Install on your computer\n\n### Windows\n\n1\. Double-click/);
    expect(markdown).toMatch(/### Linux\n\n```bash/);
  });

  it('turns admonitions into blockquotes that keep their label (and title)', () => {
    expect(markdown).toContain('> **Note:** Desktop checks for updates when it starts.');
    expect(markdown).toMatch(/> \*\*Warning: Keep versions in step\*\*\n>\n> Studio shows a notice/);
    expect(markdown).toContain('> - Update from **Help > Check for Updates**.');
  });

  it('keeps a code block language and title, and drops line-highlight meta', () => {
    expect(markdown).toContain('```bash title="install.sh"\ncd ~/Downloads\n');
    expect(markdown).not.toContain('{2}');
  });

  it('turns figures and diagrams into images with alt text, or text when there is no image', () => {
    expect(markdown).toContain(
      '![Pipeline diagram: a commit triggers a CI job.](https://testflux.example/img/docs/ci-pipeline.svg)',
    );
    expect(markdown).toContain('_How a commit becomes a pipeline._');
    expect(markdown).toContain(
      '![The Runner connects outbound on port 443.](https://testflux.example/img/docs/runner-architecture.svg)',
    );
    // Named a diagram once: the label only where the alt text does not say it.
    expect(markdown).toContain('_A diagram with no image._');
    expect(markdown).toContain('_Diagram: Three boxes joined by arrows._');
    expect(markdown).toContain('![Screenshot of Studio](https://testflux.example/img/docs/studio.png)');
  });

  it('links a page that has a twin to its twin, the fragment kept, and any other as it is', () => {
    const twins = new Map([['/docs/Testflux/Get Started/project/', '/docs/Testflux/Get%20Started/project.md']]);
    const { markdown: linked } = mdxToMarkdown(fixture, {
      pageUrl: PAGE,
      twinOf: (pagePath) => twins.get(decodeURIComponent(pagePath)),
    });
    expect(linked).toContain('[next step](https://testflux.example/docs/Testflux/Get%20Started/project.md#create)');
    expect(linked).toContain('[activation](https://testflux.example/docs/Testflux/Get%20Started/activate-keys/)');
    expect(linked).toContain('[site](https://example.org/a)');
  });

  it('makes every link absolute and leaves other schemes alone', () => {
    expect(markdown).toContain('[activation](https://testflux.example/docs/Testflux/Get%20Started/activate-keys/)');
    expect(markdown).toContain('[next step](https://testflux.example/docs/Testflux/Get%20Started/project/#create)');
    expect(markdown).toContain('[site](https://example.org/a)');
    expect(markdown).toContain('[mail](mailto:support@testflux.example)');
    expect(markdown).not.toMatch(/\]\(\//);
    expect(absolutize('#faq', PAGE)).toBe(`${PAGE}#faq`);
  });

  it('renders unknown components as their text and reports them', () => {
    expect(markdown).toContain('An **Element** is a named locator.');
    expect(unknownComponents).toEqual(['Glossary']);
    expect(markdown).toContain('Press `Ctrl`+`C`.');
  });

  it('keeps GFM tables', () => {
    expect(markdown).toMatch(/\| Exit code \| Meaning \|\n\| -+ \| -+ \|\n\| 0 +\| Passed +\|/);
  });
});

describe('data-driven components in twins', () => {
  const twin = (mdx: string) => mdxToMarkdown(mdx, { pageUrl: PAGE });

  it.each([
    ['<Fact name="healThreshold" /> is the threshold.', /^0\.80 is the threshold\.\n$/],
    ['Install with <Fact name="cliInstall" />.', /`npm install --global @testflux\/cli@\d+\.\d+\.\d+`/],
    ['Four workers need <RunnerTotal workers={4} />.', /\d+ vCPU and \d+ GB of memory/],
    ['<ExitCodes causes />', /\| Code +\| Meaning +\| Typical cause +\|/],
    ['<RunnerSizing />', /\| 2 \(default\) +\|/],
    [
      '<TestActionsReference />',
      /## Browser library[\s\S]*### Navigate to URL[\s\S]*```yaml\n- action: Navigate to URL/,
    ],
    [
      '<TestActionsReference />',
      /## Math library[\s\S]*## Mobile app actions\n\n[^\n]*8 actions\. [\s\S]*### Open Deep Link[\s\S]*```yaml\n- action: Open Deep Link\n {2}url: /,
    ],
    [
      '<Update date="2024-10-09">\nSee [it](/docs/x/).\n</Update>',
      /> \*\*Update, 2024-10-09\*\*\n>\n> See \[it\]\(https:/,
    ],
    [
      "<EpisodeSummary guest=\"Ana\" topics={['flaky tests', 'ownership']}>\n\n- One\n\n</EpisodeSummary>",
      /> \*\*In this episode\*\*[\s\S]*> \*\*Guest:\*\* Ana[\s\S]*flaky tests · ownership[\s\S]*> - One/,
    ],
  ])('renders %s from its data, not as empty text', (mdx, expected) => {
    const { markdown, unknownComponents } = twin(mdx);
    expect(markdown).toMatch(expected);
    expect(unknownComponents).toEqual([]);
  });
});

describe("the Test Actions reference's twin says what its page says", () => {
  const { markdown } = mdxToMarkdown('<TestActionsReference />', { pageUrl: PAGE });

  it.each(TEST_ACTION_LIBRARIES.map((lib) => [lib.heading, lib] as const))('%s: its guide link', (_, lib) => {
    expect(markdown).toContain(`[${lib.heading}: guide and examples](https://testflux.example${lib.href})`);
  });

  it.each(TEST_ACTION_LIBRARIES.flatMap((lib) => lib.actions.map((a) => [lib.heading, a.name, a] as const)))(
    '%s > %s: its heading, its example, and its output when it has one',
    (_, name, a) => {
      expect(markdown).toContain(`### ${name}\n\n`);
      expect(markdown).toContain('```yaml\n' + a.example.trimEnd() + '\n```');
      if (a.output) expect(markdown).toContain(`**Save result as** (\`saveAs\`): ${a.output}`);
    },
  );

  it('every input: its type and default, a switch with the value a test file writes', () => {
    const params = TEST_ACTION_LIBRARIES.flatMap((lib) => lib.actions.flatMap((a) => a.params));
    expect(params.some((p) => p.type === 'Switch' && !p.required)).toBe(true);
    // The cells as written, without the padding that aligns the table's columns.
    const cells = markdown.replace(/ {2,}\|/g, ' |');
    for (const p of params) expect(cells).toContain(`| ${p.type}, ${paramRequirement(p)} |`);
    expect(markdown).toMatch(/Default (on|off) \(`(true|false)`\)/);
  });
});

describe('twin documents and llms.txt', () => {
  it('starts a twin with the title, the description and its source page', () => {
    const doc = twinDocument(
      { title: 'Install', description: 'How to install.', url: PAGE, facts: ['docs section "Get Started"'] },
      'Body text.\n',
    );
    expect(doc).toBe(
      `# Install\n\n> How to install.\n\nSource: <${PAGE}> (docs section "Get Started")\n\nBody text.\n`,
    );
  });

  it.each([
    ['with facts', ['docs section "Get Started"']],
    ['without facts', []],
  ])('reads back the page a twin names, %s (the servers link it as canonical)', (_name, facts) => {
    const doc = twinDocument({ title: 'Source: <https://not.this/>', description: 'D.', url: PAGE, facts }, 'Body.\n');
    expect(twinSourceUrl(doc)).toBe(PAGE);
  });

  it('finds no page in Markdown without a Source line', () => {
    expect(twinSourceUrl('# A\n\nSource of truth: <https://testflux.example/>\n')).toBeUndefined();
  });

  it('writes the changelog newest first with its groups, and the post of a release that has one', () => {
    const md = changelogMarkdown([
      {
        version: '1.4.20',
        date: '2025-10-21T00:00:00.000Z',
        summary: 'Oracle.',
        added: ['A'],
        improved: [],
        fixed: ['F'],
        post: { title: 'Testflux 1.4.20', url: 'https://testflux.example/blog/testflux-1-4-20.md' },
      },
      {
        version: '1.4.19',
        date: '2025-10-01T00:00:00.000Z',
        summary: 'Fixes.',
        added: [],
        improved: [],
        fixed: ['G'],
        post: null,
      },
    ]);
    expect(md).toBe(
      '## 1.4.20\n\nReleased 2025-10-21. Oracle.\n\n' +
        'Release post: [Testflux 1.4.20](https://testflux.example/blog/testflux-1-4-20.md)\n\n' +
        '### Added\n\n- A\n\n### Fixed\n\n- F\n\n' +
        '## 1.4.19\n\nReleased 2025-10-01. Fixes.\n\n### Fixed\n\n- G\n',
    );
  });

  it('follows the llmstxt.org shape: H1, blockquote, paragraph, H2 file lists', () => {
    const txt = llmsTxt({
      product: 'Testflux',
      summary: 'A test automation platform.',
      details: 'Every page has a [Markdown twin](https://testflux.example/llms-full.txt).',
      sections: [
        {
          title: 'Get Started',
          links: [{ title: 'Install [Desktop]', url: 'https://testflux.example/a.md', description: 'How.' }],
        },
        { title: 'Empty', links: [] },
      ],
    });
    expect(txt).toBe(
      '# Testflux\n\n> A test automation platform.\n\n' +
        'Every page has a [Markdown twin](https://testflux.example/llms-full.txt).\n\n' +
        '## Get Started\n\n- [Install \\[Desktop\\]](https://testflux.example/a.md): How.\n',
    );
    const full = llmsFullTxt({ title: 'Docs', summary: 'All of it.', twins: ['# A\n\na\n', '# B\n\nb'] });
    expect(full).toBe('# Docs\n\n> All of it.\n\n# A\n\na\n\n# B\n\nb\n');
  });
});

describe('twin and image paths', () => {
  it('derive from the page path', () => {
    expect(twinPath('/docs/Testflux/Get%20Started/installation/')).toBe('/docs/Testflux/Get%20Started/installation.md');
    expect(twinPath('/changelog/')).toBe('/changelog.md');
    expect(ogImagePath('/blog/a-post/')).toBe('/og/blog/a-post.png');
    expect(ogImagePath('/')).toBe('/og/index.png');
    expect(exportFilePath('/docs/Testflux/CICD%20%26%20Integrations/CLI.md')).toBe(
      'docs/Testflux/CICD & Integrations/CLI.md',
    );
    expect(() => twinPath('/no-slash')).toThrow(/not a page path/);
  });

  it.each([
    ['text/markdown', true],
    ['text/markdown, text/html;q=0.8', true],
    ['text/html;q=0.9, text/markdown', true],
    ['TEXT/MARKDOWN;q=0.9, text/html;q=0.8', true],
    ['text/markdown;q=0.5', true],
    ['text/html,application/xhtml+xml,*/*;q=0.8', false],
    ['text/markdown;q=0, text/html', false],
    ['text/markdown;q=0.000', false],
    ['text/markdown;q=0.5, text/html', false],
    ['text/html, text/markdown;q=0.9', false],
    ['text/markdown; q=0.5, */*', false],
    ['text/markdown;q=0.5, text/html;q=1', false],
    ['', false],
  ])('negotiates Accept: %s as Markdown: %s', (accept, markdown) => {
    expect(prefersMarkdown(accept)).toBe(markdown);
  });

  it('negotiates no Markdown without an Accept header', () => {
    expect(prefersMarkdown(undefined)).toBe(false);
  });
});
