export declare const PRODUCT_NAME: string;
