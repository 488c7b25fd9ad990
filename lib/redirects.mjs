// The site's redirects, declared once. next.config.mjs exposes them through redirects(), the
// docs route exports a meta-refresh page at each old path, and the hosting build turns them
// into server rules. Paths are encoded per segment and end with a slash.
import { PRODUCT_NAME } from './config/product.mjs';

const docsPath = (...segments) => `/docs/${[PRODUCT_NAME, ...segments].map(encodeURIComponent).join('/')}/`;

const autogenerate = docsPath('AI-Powered Test Case Generation', 'Autogenerate');

/** Old "Generate Tests/Autogenerate" paths, all moved to the AI-Powered section. */
const oldAutogeneratePaths = [
  docsPath('Generate Tests'),
  docsPath('Generate Tests', 'Autogenerate'),
  docsPath('Generate Tests', 'Autogenerate', 'from-url'),
  docsPath('Generate Tests', 'Autogenerate', 'from-user-story'),
  docsPath('Generate Tests', 'Autogenerate', 'review-generated-tests'),
];

export const redirects = oldAutogeneratePaths.map((source) => ({ source, destination: autogenerate }));
