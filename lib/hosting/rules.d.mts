export declare const redirects: { source: string; destination: string }[];
export declare const COMPRESSIBLE: RegExp;
export declare const CACHE: { immutable: string; revalidate: string };
export declare const IMMUTABLE_PREFIX: string;
export declare const MARKDOWN: { extension: string; contentType: string; acceptPattern: string; vary: string };
export declare function prefersMarkdown(accept: string | undefined | null): boolean;
export declare function cacheControlFor(pathname: string): string;
export declare function securityHeaders(options?: { https?: boolean }): Record<string, string>;
export declare const ALGOLIA_HOSTS: string[];
export declare const TAG_MANAGER_HOST: string;
export declare function pagePolicy(
  scriptHashes: string[],
  options?: { algolia?: boolean; tagManager?: boolean },
): string;
