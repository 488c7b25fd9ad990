import { describe, expect, it } from 'vitest';
import {
  buildDocsTree,
  ContentError,
  docsByTag,
  prevNext,
  type DocInput,
  type SectionInput,
} from '@/lib/content/docs-model';

const TAGS = ['checklist', 'Testflux-docs', 'onboarding', 'setup'];
const opts = { product: 'Testflux', allowedTags: TAGS };

const section = (name: string, position: number): SectionInput => ({
  sourceFilePath: `docs/Testflux/${name}/_category_.yml`,
  label: name,
  position,
  description: `About ${name}`,
});
const doc = (sectionName: string, page: string, position?: number, tags: string[] = []): DocInput => ({
  sourceFilePath: `docs/Testflux/${sectionName}/${page}.mdx`,
  segments: ['Testflux', sectionName, page],
  title: `${sectionName} ${page}`,
  description: `Describes ${page}`,
  sidebarPosition: position,
  tags,
  keywords: [],
});

const sections = [section('Run Tests', 9), section('Get Started', 1), section('CICD & Integrations', 22)];
const docs = [
  doc('Run Tests', 'headless', 5, ['setup']),
  doc('Get Started', 'installation', 2, ['onboarding', 'setup']),
  doc('CICD & Integrations', 'Jenkins', 4),
  doc('Get Started', 'onboard', 1, ['onboarding', 'Testflux-docs']),
  doc('Run Tests', 'parallel', 3),
  doc('CICD & Integrations', 'CLI', 2),
];

describe('docs tree', () => {
  const tree = buildDocsTree(docs, sections, opts);

  it('orders sections by position and pages by sidebar position', () => {
    expect(tree.sidebar.map((c) => c.label)).toEqual(['Get Started', 'Run Tests', 'CICD & Integrations']);
    expect(tree.docs.map((d) => d.id)).toEqual([
      'Get Started/onboard',
      'Get Started/installation',
      'Run Tests/parallel',
      'Run Tests/headless',
      'CICD & Integrations/CLI',
      'CICD & Integrations/Jenkins',
    ]);
  });

  it('encodes spaces and & per segment in routes and links a section to its first page', () => {
    const cicd = tree.sidebar[2];
    expect(cicd.href).toBe('/docs/Testflux/CICD%20%26%20Integrations/CLI/');
    expect(cicd.items[1].href).toBe('/docs/Testflux/CICD%20%26%20Integrations/Jenkins/');
  });

  it('gives previous and next in sidebar order, across sections', () => {
    const { prev, next } = prevNext(tree, 'Get Started/installation');
    expect(prev?.id).toBe('Get Started/onboard');
    expect(next?.id).toBe('Run Tests/parallel');
    expect(prevNext(tree, 'Get Started/onboard').prev).toBeUndefined();
    expect(prevNext(tree, 'CICD & Integrations/Jenkins').next).toBeUndefined();
  });

  it('derives every tag, including empty ones, in sidebar order', () => {
    const byTag = docsByTag(tree, TAGS);
    expect(byTag.get('setup')?.map((d) => d.id)).toEqual(['Get Started/installation', 'Run Tests/headless']);
    expect(byTag.get('checklist')).toEqual([]);
  });

  it('accepts keywords up to the limits', () => {
    const keywords = ['one two three four', ...'b c d e f g h'.split(' ')];
    expect(keywords).toHaveLength(8);
    expect(buildDocsTree([{ ...docs[0], keywords }], sections, opts).docs[0].input.keywords).toEqual(keywords);
  });

  it('leaves out sections without docs', () => {
    const t = buildDocsTree(docs, [...sections, section('Recorder', 3)], opts);
    expect(t.sidebar.map((c) => c.label)).not.toContain('Recorder');
  });

  const failures: [string, () => unknown, RegExp][] = [
    [
      'a missing title',
      () => buildDocsTree([{ ...docs[0], title: '' }], sections, opts),
      /Run Tests\/headless\.mdx: field "title" is missing/,
    ],
    [
      'a missing description',
      () => buildDocsTree([{ ...docs[0], description: ' ' }], sections, opts),
      /headless\.mdx: field "description" is missing/,
    ],
    [
      'an unknown tag',
      () => buildDocsTree([doc('Run Tests', 'x', 1, ['howto'])], sections, opts),
      /content\/docs\/Testflux\/Run Tests\/x\.mdx: field "tags" has unknown tag "howto"/,
    ],
    [
      'an empty keyword',
      () => buildDocsTree([{ ...docs[0], keywords: ['cron', ' '] }], sections, opts),
      /headless\.mdx: field "keywords" has an empty item/,
    ],
    [
      'a keyword that is not text',
      () => buildDocsTree([{ ...docs[0], keywords: ['cron', 404 as unknown as string] }], sections, opts),
      /headless\.mdx: field "keywords" item 404 is not text \(put it in quotes\)/,
    ],
    [
      'a keyword with a comma',
      () => buildDocsTree([{ ...docs[0], keywords: ['Selenium, Cypress'] }], sections, opts),
      /headless\.mdx: field "keywords" item "Selenium, Cypress" has a comma; make it two items/,
    ],
    [
      'a keyword with stray spaces',
      () => buildDocsTree([{ ...docs[0], keywords: [' cron'] }], sections, opts),
      /headless\.mdx: field "keywords" item " cron" has stray spaces/,
    ],
    [
      'a keyword of too many words',
      () => buildDocsTree([{ ...docs[0], keywords: ['run every test without a window'] }], sections, opts),
      /headless\.mdx: field "keywords" item "run every test without a window" has 6 words; at most 4/,
    ],
    [
      'a keyword listed twice',
      () => buildDocsTree([{ ...docs[0], keywords: ['no window', 'No window'] }], sections, opts),
      /headless\.mdx: field "keywords" lists "No window" twice/,
    ],
    [
      'too many keywords',
      () => buildDocsTree([{ ...docs[0], keywords: 'a b c d e f g h i'.split(' ') }], sections, opts),
      /headless\.mdx: field "keywords" has 9 items; at most 8/,
    ],
    [
      'a duplicate route',
      () =>
        buildDocsTree(
          [docs[0], { ...docs[0], sourceFilePath: 'docs/Testflux/Run Tests/headless-copy.mdx' }],
          sections,
          opts,
        ),
      /headless-copy\.mdx: duplicate route \/docs\/Testflux\/Run%20Tests\/headless\//,
    ],
    [
      'a section without metadata',
      () => buildDocsTree([doc('Recorder', 'recorder')], sections, opts),
      /Recorder\/recorder\.mdx: section "Recorder" has no _category_\.yml/,
    ],
    [
      'a doc outside the product folder',
      () => buildDocsTree([{ ...docs[0], segments: ['Other', 'Run Tests', 'x'] }], sections, opts),
      /must live at docs\/Testflux/,
    ],
    [
      'a label that differs from the folder',
      () => buildDocsTree(docs, [{ ...sections[0], label: 'Running' }], opts),
      /_category_\.yml: field "label" is "Running" but the folder is "Run Tests"/,
    ],
  ];
  it.each(failures)('stops on %s with a message naming the file', (_name, build, message) => {
    expect(build).toThrow(ContentError);
    expect(build).toThrow(message);
  });
});
