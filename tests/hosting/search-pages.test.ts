import { describe, expect, it } from 'vitest';
import { placeOfPage } from '../../lib/search/page-counts';
import { builtRecords } from '../../scripts/lib/relevance-anchors';

// Both search UIs count pages by the facet of their addresses, and place each page in a kind and
// a docs section by its address alone (lib/search/page-counts.ts): the built index's records
// must say the same of every page.
describe('the built search index: each page where its address says', () => {
  it('every record has the kind and docs section its page address gives', () => {
    const records = builtRecords('out');
    expect(records.length).toBeGreaterThan(1000);
    const misplaced = records
      .filter((r) => {
        const place = placeOfPage(r.url_without_anchor);
        return place.kind !== r.kind || place.section !== r.section;
      })
      .map((r) => `${r.url_without_anchor}: ${r.kind} ${r.section ?? ''}`);
    expect([...new Set(misplaced)]).toEqual([]);
  });
});
