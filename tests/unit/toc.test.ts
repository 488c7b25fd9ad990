import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { extractToc, remarkCollectToc, type TocItem } from '@/lib/content/toc';
import { compareVersions, releaseAnchor } from '@/lib/content/changelog-model';

describe('table of contents', () => {
  it('keeps levels 2 and 3 with rehype-slug ids, repeated titles numbered', () => {
    const md = [
      '# Title',
      '## Install',
      '### On macOS',
      '#### Deep',
      '## Install',
      '<Note>',
      '## Inside a component',
      '</Note>',
    ].join('\n\n');
    expect(extractToc(md)).toEqual([
      { id: 'install', text: 'Install', level: 2 },
      { id: 'on-macos', text: 'On macOS', level: 3 },
      { id: 'install-1', text: 'Install', level: 2 },
      { id: 'inside-a-component', text: 'Inside a component', level: 2 },
    ]);
  });

  it('uses the text of formatted headings', () => {
    expect(extractToc('## Run `tfx run` headless')[0]).toEqual({
      id: 'run-tfx-run-headless',
      text: 'Run tfx run headless',
      level: 2,
    });
  });
});

describe('table of contents from the MDX compile', () => {
  it('records what extractToc finds, by the source path contentlayer puts on the file', async () => {
    const md = ['## Install', '### On `macOS`', '| a |\n| - |\n| b |', '## Install', '<Widget />', '#### Deep'].join(
      '\n\n',
    );
    const components = { Widget: [{ id: 'widget', text: 'Widget', level: 2 }] };
    const tocs = new Map<string, TocItem[]>();
    await compile(
      { value: md, data: { rawDocumentData: { sourceFilePath: 'docs/a.mdx' } } },
      { remarkPlugins: [remarkGfm, remarkCollectToc(tocs, components)] },
    );
    expect(tocs.get('docs/a.mdx')).toEqual(extractToc(md, components));
    expect(tocs.get('docs/a.mdx')).toEqual([
      { id: 'install', text: 'Install', level: 2 },
      { id: 'on-macos', text: 'On macOS', level: 3 },
      { id: 'install-1', text: 'Install', level: 2 },
      { id: 'widget', text: 'Widget', level: 2 },
    ]);
  });
});

describe('changelog ids', () => {
  it.each([
    ['1.4.20', 'v1-4-20'],
    ['1.0.0', 'v1-0-0'],
  ])('%s is anchored at #%s', (version, anchor) => {
    expect(releaseAnchor(version)).toBe(anchor);
  });

  it('sorts versions numerically, not as text', () => {
    expect(['1.4.8', '1.4.20', '1.0.5', '1.4.14'].sort((a, b) => compareVersions(b, a))).toEqual([
      '1.4.20',
      '1.4.14',
      '1.4.8',
      '1.0.5',
    ]);
  });
});
