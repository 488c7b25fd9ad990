export interface DocTagDefinition {
  id: string;
  label: string;
  description: string;
}
export interface DocCategoryDefinition {
  id: string;
  label: string;
  description: string;
  sections: string[] | null;
}
export declare const DOC_TAGS: DocTagDefinition[];
export declare const DOC_CATEGORIES: DocCategoryDefinition[];
