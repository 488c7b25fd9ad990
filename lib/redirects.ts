// The site's redirects, declared once. next.config.ts exposes them through redirects(), the
// docs route exports a meta-refresh page at each old path, and the hosting build turns them
// into server rules.
import { routes } from './routes';

const autogenerate = routes.docs.page('AI-Powered Test Case Generation', 'Autogenerate');

/** Old "Generate Tests/Autogenerate" paths, all moved to the AI-Powered section. */
const oldAutogeneratePaths = [
  routes.docs.page('Generate Tests'),
  routes.docs.page('Generate Tests', 'Autogenerate'),
  routes.docs.page('Generate Tests', 'Autogenerate', 'from-url'),
  routes.docs.page('Generate Tests', 'Autogenerate', 'from-user-story'),
  routes.docs.page('Generate Tests', 'Autogenerate', 'review-generated-tests'),
];

export interface Redirect {
  source: string;
  destination: string;
}

export const redirects: Redirect[] = oldAutogeneratePaths.map((source) => ({ source, destination: autogenerate }));

/**
 * The paths a redirect answers: its source, and the source without its trailing slash, so an
 * old address typed without it moves in one step rather than through the folder's own slash.
 */
export function redirectSources({ source }: Redirect): string[] {
  return source.endsWith('/') && source !== '/' ? [source, source.slice(0, -1)] : [source];
}
