export declare const FIGURE_CLASSES: string[];
export declare const FIGURE_NAME: RegExp;
export declare const FIGURE_MAX_BYTES: number;
export declare function figureProblems(name: string, source: string): string[];
