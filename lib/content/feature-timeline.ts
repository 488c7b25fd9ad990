import { routes } from '../routes';

/**
 * The release that introduced what a docs section or page describes, so the content check can
 * tell when a blog post links documentation for a feature that did not exist on the post's date.
 * Keys are docs paths below `/docs/Testflux/` (a section, or a section and page); the longest
 * matching key wins, and anything not listed shipped in 1.0.0. Versions come from section 3 of
 * CONTENT_GUIDE.md and the changelog, which the content check compares with this table.
 */
export const DOCS_SINCE: Record<string, string> = {
  'Environments/storagestate': '1.0.5',
  'CICD & Integrations/Jenkins': '1.0.5',
  'CICD & Integrations/Gitlab': '1.0.5',
  'Use Cases/API': '1.1.0',
  'Test Data': '1.1.0',
  'Email Testing': '1.1.0',
  'Code Blocks': '1.1.0',
  'Test Actions/email': '1.1.0',
  'Test Actions/excel': '1.1.0',
  'Test Actions/file': '1.1.0',
  'Test Actions/math': '1.1.0',
  'Network Logs': '1.1.7',
  Integrations: '1.1.7',
  'Yaan AI': '1.2.0',
  'AI-Powered Test Case Generation': '1.2.0',
  'Visual Testing': '1.2.0',
  'Import Tests': '1.2.6',
  'Version Control': '1.2.6',
  'AI Auto Heal': '1.3.0',
  'Mobile Testing': '1.3.0',
  'CICD & Integrations/Mobile_CLI': '1.3.0',
  'Accessibility Testing': '1.3.0',
  Dashboards: '1.3.9',
  'Integrations/figma': '1.3.9',
  'Import Tests/playwright': '1.3.9',
  'CICD & Integrations/self-hosted-runner': '1.4.0',
  'VS Code Extension': '1.4.0',
  'Integrations/database-validation': '1.4.0',
  'Flutter App': '1.4.8',
  'Project Preferences/project-preferences': '1.4.8',
  'Dashboards/flaky-tests': '1.4.14',
  'Recorder/browser-extension': '1.4.14',
  'CICD & Integrations/Jenkinspipeline': '1.4.14',
  'Flutter App/flutter-web': '1.4.20',
};

/** The version that introduced the docs page at `pathname` (`/docs/Testflux/...`, encoded or not). */
export function docsSince(pathname: string, table: Record<string, string> = DOCS_SINCE, first = '1.0.0'): string {
  // Below /docs/<product>/: "Section/page".
  const rest = (routes.docs.segmentsOf(pathname) ?? []).slice(1).join('/');
  let best: string | null = null;
  for (const key of Object.keys(table)) {
    if ((rest === key || rest.startsWith(key + '/')) && (!best || key.length > best.length)) best = key;
  }
  return best ? table[best] : first;
}
