// The product name, written once. Plain JavaScript so next.config.mjs can read it too.
export const PRODUCT_NAME = 'Testflux';
