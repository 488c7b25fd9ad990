import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/content-check';

const root = path.resolve(__dirname, '..');

describe('content check on a bad fixture tree', () => {
  const { problems } = checkContent(path.join(root, 'fixtures/content-bad')) as { problems: string[] };
  it.each([
    ['an article under 300 words', /Demo\/short\.mdx: \d+ words of prose, below the floor of 300/],
    ['a missing description', /no-description\.mdx: frontmatter "description" is missing/],
    [
      'a description shorter than the guide allows',
      /short\.mdx: frontmatter "description" must be 80-160 characters; this one has 59$/,
    ],
    ['a tag outside the set', /no-description\.mdx: tag "howto" is not in the allowed set/],
    ['a keyword that is not text', /no-description\.mdx: frontmatter "keywords" item 2025 is not text/],
    [
      'a keyword on two pages',
      /(pins|short)\.mdx: keyword "[Cc]ron" is also listed by docs\/Testflux\/Demo\/(pins|short)\.mdx/,
    ],
    ['a duplicated paragraph', /copycat\.mdx: paragraph duplicated from docs\/Testflux\/Demo\/no-description\.mdx/],
    ['a broken internal link', /no-description\.mdx: broken link \/docs\/Testflux\/Demo\/nowhere\//],
    ['a broken anchor', /no-description\.mdx: broken anchor \/docs\/Testflux\/Demo\/short\/#nope/],
    ['an image without alt text', /no-description\.mdx: image \/img\/missing\.svg has no alt text/],
    ['a Markdown image', /copycat\.mdx: Markdown image found/],
    ['an unknown author', /copycat\.mdx: author "ghost" is not in content\/authors\.yml/],
    ['an unknown blog tag', /copycat\.mdx: tag "misc" is not in the allowed set/],
    ['a pre-1.0.0 post linking docs', /early\.mdx: links \/docs\/Testflux\/Demo\/short\/ but is dated 2023-05-01/],
    ['a bare Jenkins step', /early\.mdx: Jenkinsfile line 3 calls a bare "testflux" step/],
    ['an unpinned install in a CI example', /early\.mdx: CI example installs @testflux\/cli without a version/],
    ['a Runner docker run without --shm-size', /early\.mdx: docker run of testflux\/runner without --shm-size=2g/],
    ['an untagged Runner image', /early\.mdx: uses testflux\/runner without a tag/],
    [
      'a CLI pin that differs from the data file',
      /pins\.mdx: pins @testflux\/cli@1\.4\.14; the pin is @testflux\/cli@\d/,
    ],
    ['a Runner tag that differs from the data file', /pins\.mdx: uses testflux\/runner:1\.4\.0; the tag is/],
    ['an unknown fact', /pins\.mdx: <Fact name="healTreshold"> is not a fact/],
    [
      'a data file ahead of the changelog',
      /lib\/content\/facts\.ts: release [\d.]+ is not the newest changelog version, 1\.0\.0/,
    ],
    ['a missing figure file', /no-description\.mdx: figure no-such-figure does not exist in content\/figures\//],
    ['a figure without alt text', /no-description\.mdx: figure no-such-figure has no alt text/],
    ['a hard-coded figure colour', /figures\/hard-coloured\.svg: sets fill="#ffffff"/],
    ['a class outside the figure palette', /figures\/hard-coloured\.svg: uses class "blue"/],
    ['an unprefixed figure id', /figures\/hard-coloured\.svg: id "arrow" must start with "hard-coloured-"/],
    ['figure text too small to read', /figures\/hard-coloured\.svg: font-size 10 is outside 13 to 18/],
  ])('reports %s', (_name, pattern) => {
    expect(problems.some((p) => pattern.test(p))).toBe(true);
  });
});

describe('content check on a tree of the wrong shape', () => {
  const { problems } = checkContent(path.join(root, 'fixtures/content-misshapen'));
  it.each([
    ['authors under another key', /^content\/authors\.yml: expected a list of \{ id \} under "authors"$/],
    ['a blog tag without its id', /^content\/blog-tags\.yml: tags\[1\] has no "id"$/],
    ['a page that is not MDX', /^pages\/Broken\.mdx: cannot be parsed as MDX/],
  ])('reports %s, once', (_name, pattern) => {
    expect(problems.filter((p) => pattern.test(p))).toHaveLength(1);
  });
});
