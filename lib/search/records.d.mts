export interface SearchRecord {
  objectID: string;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  content: string | null;
  hierarchy: Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>;
  language: string;
  docusaurus_tag: string;
}
export declare function extractRecords(html: string, page: { url: string; lvl0: string; tag: string }): SearchRecord[];
export declare function docsSection(html: string): string;
