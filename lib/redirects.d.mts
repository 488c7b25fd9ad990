export declare const redirects: { source: string; destination: string }[];
