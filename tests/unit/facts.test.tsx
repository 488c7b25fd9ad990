import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DesktopRequirements, ExitCodes, Fact, RunnerSizing, RunnerTotal } from '@/components/mdx/facts';
import { Update } from '@/components/mdx/post-update';
import { FactsSchema, cliPin, facts, parseFacts, runnerImage, runnerTotal, type FactName } from '@/lib/content/facts';
import { blockComponentMarkdown, inlineComponentMarkdown } from '@/lib/llms/component-markdown';

describe('the facts data file', () => {
  it('derives the CLI pin and the Runner image from the release', () => {
    expect(cliPin()).toBe(`@testflux/cli@${facts.release}`);
    expect(runnerImage()).toBe(`testflux/runner:${facts.release}`);
  });

  it('sizes a Runner as per-worker resources plus the Runner itself', () => {
    expect(runnerTotal(4)).toEqual({ vcpu: 9, memoryGb: 17 });
    expect(runnerTotal(2)).toEqual({ vcpu: 5, memoryGb: 9 });
  });

  it.each([
    ['a heal threshold outside its range', { heal: { threshold: 0.6, min: 0.7, max: 0.99 } }, /heal threshold/],
    ['a bare Jenkins step name', { jenkins: { ...facts.jenkins, step: 'testflux' } }, /never a bare testflux/],
    ['a gap in the exit codes', { exitCodes: [facts.exitCodes[0], facts.exitCodes[2]] }, /without gaps/],
    ['a release that is not a version', { release: 'latest' }, /must be a version/],
  ])('rejects %s', (_name, change, message) => {
    const result = FactsSchema.safeParse({ ...facts, ...change });
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toMatch(message);
  });

  it('stops the build naming the file and the field', () => {
    expect(() => parseFacts({ ...facts, cli: { ...facts.cli, nodeMin: 'eighteen' } })).toThrow(
      /^Invalid facts in lib\/content\/facts\.ts:\n {2}- cli\.nodeMin: /,
    );
  });
});

describe('fact components', () => {
  it.each<[FactName, string]>([
    ['healThreshold', '0.80'],
    ['healThresholdRange', '0.70 to 0.99'],
    ['cliPin', `<code>@testflux/cli@${facts.release}</code>`],
    ['jenkinsStep', '<code>testfluxRun</code>'],
    ['runnerSizing', '2 vCPU and 4 GB of RAM per worker, plus 1 vCPU and 1 GB for the Runner itself'],
    ['runnerPerWorker', '2 vCPU and 4 GB of RAM'],
  ])('renders <Fact name="%s" />', (name, html) => {
    expect(renderToStaticMarkup(<Fact name={name} />)).toBe(html);
  });

  it('refuses an unknown fact name, so the build names the mistake', () => {
    expect(() => renderToStaticMarkup(<Fact name={'healTreshold' as FactName} />)).toThrow(/unknown fact/);
  });

  it('renders every exit code, with causes on request', () => {
    const plain = renderToStaticMarkup(<ExitCodes />);
    for (const e of facts.exitCodes) expect(plain).toContain(`<td><code>${e.code}</code></td><td>${e.meaning}</td>`);
    expect(plain).not.toContain('Typical cause');
    expect(renderToStaticMarkup(<ExitCodes causes />)).toContain(facts.exitCodes[3].cause);
  });

  it('renders Runner sizing rows and the inline total', () => {
    const html = renderToStaticMarkup(<RunnerSizing />);
    expect(html).toContain('<td>2 (default)</td><td>5</td><td>9 GB</td>');
    expect(html).toContain('<td>4</td><td>9</td><td>17 GB</td>');
    expect(renderToStaticMarkup(<RunnerTotal workers={4} />)).toBe('9 vCPU and 17 GB of memory');
    expect(() => renderToStaticMarkup(<RunnerTotal workers={0} />)).toThrow(/whole number from 1/);
  });

  it('gives a Runner total and sizing table in the Markdown twin the page has', () => {
    const row = /<tr><td>([^<]*)<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td><\/tr>/g;
    const pageRows = [...renderToStaticMarkup(<RunnerSizing />).matchAll(row)].map(
      (m) => `| ${m.slice(1).join(' | ')} |`,
    );
    expect(blockComponentMarkdown('RunnerSizing', {})!.split('\n').slice(2)).toEqual(pageRows);
    expect(inlineComponentMarkdown('RunnerTotal', { workers: '4' })).toBe(
      renderToStaticMarkup(<RunnerTotal workers={4} />),
    );
    expect(() => inlineComponentMarkdown('RunnerTotal', {})).toThrow(/whole number from 1/);
  });

  it('gives the Desktop requirements the same rows on the page and in the twin', () => {
    const html = renderToStaticMarkup(<DesktopRequirements />);
    expect(html).toContain('<td>Memory</td><td>8 GB RAM recommended; 4 GB minimum</td>');
    expect(html).toContain('<td>Network</td><td>HTTPS (port 443) to <code>app.testflux.example</code></td>');
    const twin = blockComponentMarkdown('DesktopRequirements', {})!.split('\n');
    expect(twin.slice(0, 2)).toEqual(['| Item | Requirement |', '| --- | --- |']);
    expect(twin.slice(2)).toHaveLength((html.match(/<tr>/g) ?? []).length - 1);
    expect(twin).toContain('| Network | HTTPS (port 443) to `app.testflux.example` |');
  });

  it('titles an update note with its date and rejects a date it cannot read', () => {
    expect(renderToStaticMarkup(<Update date="2025-08-06">Text</Update>)).toContain('Update, August 6, 2025');
    expect(
      renderToStaticMarkup(
        <Update date="2025-08-06" about="Jenkins">
          Text
        </Update>,
      ),
    ).toContain('aria-label="Update, August 6, 2025: Jenkins"');
    expect(() => renderToStaticMarkup(<Update date="6 Aug 2025">Text</Update>)).toThrow(/YYYY-MM-DD/);
    expect(() => renderToStaticMarkup(<Update date="2026-02-30">Text</Update>)).toThrow(/a day as YYYY-MM-DD/);
  });
});
