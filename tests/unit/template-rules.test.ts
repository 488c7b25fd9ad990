import { describe, expect, it } from 'vitest';
import { parseMdx, proseWordCount } from '@/lib/content/mdx-tree';
import { releaseLeadProblem, summaryProblem, templateProblems, SUMMARY_MIN_WORDS } from '@/lib/content/template-rules';

/** A paragraph of `n` distinct-enough words. */
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const summary = (bullets: string[]) =>
  `<Info title="What you'll do">\n\n${bullets.map((b) => `- ${b}`).join('\n')}\n\n</Info>`;
const longBody = `## Steps\n\n${words(SUMMARY_MIN_WORDS + 10)}\n`;

describe('proseWordCount', () => {
  it('counts text and inline code but not code blocks or tables', () => {
    const tree = parseMdx(
      'Run the suite now.\n\n```bash\ntfx run --project SHOP --suite "Smoke"\n```\n\nUse `--headless` here.\n\n| A | B |\n|---|---|\n| one | two |\n',
    );
    expect(proseWordCount(tree)).toBe(4 + 3);
  });
});

describe('summaryProblem', () => {
  it('accepts the summary at the very top or after one intro paragraph', () => {
    expect(summaryProblem(parseMdx(`${summary(['Install', 'Run'])}\n\n${longBody}`))).toBeNull();
    expect(summaryProblem(parseMdx(`Intro sentence.\n\n${summary(['Install', 'Run'])}\n\n${longBody}`))).toBeNull();
  });

  it('rejects a summary after two paragraphs, a heading instead of the admonition, or another title', () => {
    expect(summaryProblem(parseMdx(`One.\n\nTwo.\n\n${summary(['a', 'b'])}`))).toMatch(/must open with/);
    expect(summaryProblem(parseMdx("## What you'll do\n\n- a\n- b\n"))).toMatch(/must open with/);
    expect(summaryProblem(parseMdx('<Info title="Summary">\n\n- a\n- b\n\n</Info>'))).toMatch(/must open with/);
  });

  it('wants 2 to 4 bullets and nothing else in the box', () => {
    expect(summaryProblem(parseMdx(summary(['only one'])))).toMatch(/2 to 4 bullets/);
    expect(summaryProblem(parseMdx(summary(['a', 'b', 'c', 'd', 'e'])))).toMatch(/2 to 4 bullets/);
    expect(summaryProblem(parseMdx(`<Info title="What you'll do">\n\nSome prose.\n\n- a\n- b\n\n</Info>`))).toMatch(
      /2 to 4 bullets/,
    );
  });
});

describe('templateProblems for docs', () => {
  it('requires the summary only above the word threshold', () => {
    const short = parseMdx(`Intro.\n\n${words(SUMMARY_MIN_WORDS - 10)}`);
    expect(templateProblems({ kind: 'doc', tags: [], tree: short })).toEqual([]);
    const long = parseMdx(`Intro.\n\n${longBody}`);
    const [problem] = templateProblems({ kind: 'doc', tags: [], tree: long });
    expect(problem).toMatch(/^\d+ words of prose: must open with <Info title="What you'll do">/);
    const fixed = parseMdx(`Intro.\n\n${summary(['Install Desktop', 'Record a test', 'Run it'])}\n\n${longBody}`);
    expect(templateProblems({ kind: 'doc', tags: [], tree: fixed })).toEqual([]);
  });
});

describe('release posts', () => {
  const post = (body: string, tags = ['release-notes']) =>
    templateProblems({ kind: 'post', tags, tree: parseMdx(body) });

  it('rejects "released yesterday" anywhere and "yesterday" in the lead', () => {
    expect(post('Testflux 1.4, released yesterday, adds the Runner.')).toEqual([
      expect.stringMatching(/released yesterday/),
    ]);
    expect(post('Intro.\n\n## Details\n\nIt was Released Yesterday.')).toHaveLength(1);
    expect(releaseLeadProblem(parseMdx('Testflux 1.4.20 came out yesterday.'))).toMatch(/opens with "yesterday"/);
  });

  it('accepts a lead of its own, and leaves other posts alone', () => {
    expect(post('Testflux 1.4 takes tests into your own network with the Runner.')).toEqual([]);
    expect(post('We released yesterday a new podcast.', ['podcast'])).toEqual([]);
  });
});
