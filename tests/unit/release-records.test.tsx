import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CHANGE_GROUPS, ReleaseNotes } from '@/components/changelog/release-notes';
import { releaseFrom } from '@/lib/content/release-model';
import { extractRecords } from '@/lib/search/records';

// A release as the changelog draws it, read back as the search indexes the page: each change
// under its group's own anchor, so a hit on a fix opens at "Fixed", not at the release's top.
const release = releaseFrom(
  {
    file: 'content/changelog/1.4.14.yml',
    fileName: '1.4.14.yml',
    version: '1.4.14',
    date: '2025-09-02T00:00:00.000Z',
    summary: 'Masked inputs and webhooks.',
    added: ['Webhook retries with backoff.'],
    improved: [],
    fixed: ['The recorder no longer drops characters typed into masked inputs.'],
  },
  () => undefined,
);
const html = `<main><div class="changelog"><h1>Changelog</h1>${renderToStaticMarkup(<ReleaseNotes release={release} />)}</div></main>`;
const records = extractRecords(html, { url: '/changelog/', lvl0: 'Changelog', tag: 'default', kind: 'changelog' });

describe("the changelog's release groups", () => {
  it.each([
    ['Webhook retries with backoff.', '/changelog/#v1-4-14-added', 'Added'],
    ['The recorder no longer drops characters typed into masked inputs.', '/changelog/#v1-4-14-fixed', 'Fixed'],
  ])('index "%s" under %s', (content, url, group) => {
    const record = records.find((r) => r.content === content);
    expect(record?.url).toBe(url);
    expect(record?.hierarchy).toMatchObject({ lvl2: '1.4.14', lvl3: group });
  });

  it('draw a group only when it has changes, each with a link to its own anchor', () => {
    const groups = records.filter((r) => r.type === 'lvl3').map((r) => r.anchor);
    expect(groups).toEqual(['v1-4-14-added', 'v1-4-14-fixed']);
    expect(CHANGE_GROUPS.map(([key]) => html.includes(`href="#v1-4-14-${key}"`))).toEqual([true, false, true]);
  });
});
