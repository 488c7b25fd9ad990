import type { SiteConfigInput } from './schema';
import { routes } from '../routes';
import { DEFAULT_INDEX_NAME } from '../search/contract';
import { DOMAIN, PRODUCT_NAME, SITE_URL } from './product';

/** Everything below derives URLs and copy from the product name and domain in product.ts. */
const PRODUCT = PRODUCT_NAME;
const docs = routes.docs.page;

/** External and downloadable addresses, written once; the navbar and footer reference them. */
const links = {
  signup: `https://app.${DOMAIN}/signup`,
  pricing: `https://${DOMAIN}/pricing`,
  demo: `https://${DOMAIN}/demo`,
  community: `https://community.${DOMAIN}`,
  contact: `https://${DOMAIN}/contact`,
  videoTutorials: `https://video.${DOMAIN}/tutorials`,
  status: `https://status.${DOMAIN}`,
  supportEmail: `support@${DOMAIN}`,
  brochure: `/files/${PRODUCT.toLowerCase()}-brochure.pdf`,
  social: [
    { label: 'Community forum', href: `https://community.${DOMAIN}` },
    { label: 'LinkedIn', href: `https://linkedin.${DOMAIN}/company/${PRODUCT.toLowerCase()}` },
    { label: 'YouTube', href: `https://youtube.${DOMAIN}/@${PRODUCT.toLowerCase()}` },
    { label: 'GitHub', href: `https://github.${DOMAIN}/${PRODUCT.toLowerCase()}` },
  ],
};

export const rawSiteConfig = {
  product: {
    name: PRODUCT,
    tagline: 'No-code, AI-assisted test automation for web, API, mobile, visual, accessibility and email testing.',
    description: `${PRODUCT} is a no-code, AI-assisted test automation platform. Record, generate and run web, API, mobile, visual, accessibility and email tests.`,
  },
  site: {
    url: SITE_URL,
    baseUrl: '/',
    locale: 'en',
    locales: ['en'],
    direction: 'ltr',
    copyrightYear: 2025,
  },
  repository: {
    url: `https://github.${DOMAIN}/${PRODUCT.toLowerCase()}/website`,
    branch: 'main',
    contentPath: 'content/docs',
  },
  links,
  announcement: {
    id: 'release-1-4-20',
    text: `${PRODUCT} v1.4.20 is out: a new onboarding flow, an Oracle DB connector and Flutter web actions.`,
    linkLabel: 'Read the changelog',
    to: routes.changelog.release('v1-4-20'),
    // The spec gives two readings; the second (closeable) is chosen with ANNOUNCEMENT_CLOSEABLE=true.
    closeable: process.env.ANNOUNCEMENT_CLOSEABLE === 'true',
  },
  colorMode: {
    defaultMode: 'light',
    // The other reading of the spec (light only, no toggle): COLOR_MODE_DISABLE_SWITCH=true.
    disableSwitch: process.env.COLOR_MODE_DISABLE_SWITCH === 'true',
    respectPrefersColorScheme: true,
  },
  navbar: {
    title: PRODUCT,
    hideOnScroll: true,
    items: [
      { type: 'link', label: 'Docs', to: routes.docs.home },
      { type: 'link', label: 'Blog', to: routes.blog.home },
      { type: 'link', label: 'Use cases', to: routes.page('UseCases') },
      { type: 'link', label: 'Pricing', href: links.pricing },
      { type: 'link', label: 'Community', to: routes.page('community') },
      { type: 'link', label: 'Schedule a demo', href: links.demo, position: 'right' },
      {
        type: 'link',
        label: 'Try for free',
        href: links.signup,
        position: 'right',
        className: 'button-primary',
      },
      { type: 'localeDropdown', label: 'Language', position: 'right' },
      { type: 'docsVersionDropdown', label: 'Version', position: 'right' },
    ],
  },
  footer: {
    columns: [
      {
        title: 'Community',
        items: [...links.social, { label: 'Community page', to: routes.page('community') }],
      },
      {
        title: 'Resources',
        items: [
          { label: 'Blog', to: routes.blog.home },
          { label: 'Documentation', to: routes.docs.category(PRODUCT) },
          { label: 'Video tutorials', href: links.videoTutorials },
          { label: 'Use cases', to: routes.page('UseCases') },
          { label: 'Brochure (PDF)', to: links.brochure, newTab: true },
        ],
      },
      {
        title: 'Products',
        items: [
          { label: 'All features', to: routes.page('features') },
          { label: 'Pricing', href: links.pricing },
          { label: 'Changelog', to: routes.changelog.home },
          { label: 'Integrations', to: docs('Integrations', 'integrations') },
          { label: 'CI/CD', to: docs('CICD & Integrations', 'cicd') },
          { label: 'Database validation', to: docs('Integrations', 'database-validation') },
          { label: 'Test management', to: docs('Create Tests', 'test-management') },
        ],
      },
      {
        title: 'Features',
        items: [
          { label: 'Web testing', to: `${routes.page('features')}#web-testing` },
          { label: 'API testing', to: `${routes.page('features')}#api-testing` },
          { label: 'Mobile testing', to: `${routes.page('features')}#mobile-testing` },
          { label: 'Visual validation', to: `${routes.page('features')}#visual-testing` },
          { label: 'Accessibility testing', to: `${routes.page('features')}#accessibility-testing` },
        ],
      },
      {
        title: 'Support',
        items: [
          { label: 'Contact us', href: links.contact },
          { label: links.supportEmail, href: `mailto:${links.supportEmail}` },
          { label: 'Schedule a demo', href: links.demo },
        ],
      },
    ],
    legal: [
      { label: 'Terms', to: routes.page('Terms') },
      { label: 'Privacy', to: routes.page('Privacy') },
    ],
  },
  search: {
    provider: process.env.SEARCH_PROVIDER === 'algolia' ? 'algolia' : 'local',
    appId: process.env.ALGOLIA_APP_ID ?? '',
    apiKey: process.env.ALGOLIA_SEARCH_API_KEY ?? '',
    indexName: process.env.ALGOLIA_INDEX_NAME ?? DEFAULT_INDEX_NAME,
    insights: false,
    reportUrl: `${links.community}/c/docs-feedback`,
    synonyms: [
      ['ci', 'ci/cd', 'cicd', 'continuous integration', 'pipeline'],
      ['sign in', 'sign-in', 'log in', 'login', 'authentication'],
      ['parallel', 'concurrent', 'simultaneous'],
      ['activation key', 'license key', 'license'],
      ['auto heal', 'self-healing', 'auto-healing'],
      ['locator', 'selector'],
      ['extension', 'plugin', 'add-on'],
      ['keyboard shortcuts', 'shortcuts', 'hotkeys', 'key bindings'],
      ['accessibility', 'a11y'],
      ['visual testing', 'visual regression', 'screenshot comparison', 'pixel diff'],
      ['function', 'reusable steps', 'step group', 'shared steps'],
      ['code block', 'javascript step', 'custom script', 'custom code'],
      ['storage state', 'saved session', 'signed-in session', 'session reuse'],
      ['changelog', 'release notes', "what's new", 'version history'],
      ['vs code', 'vscode', 'visual studio code'],
      ['dark theme', 'dark mode'],
      ['fixed wait', 'sleep'],
      ['assert', 'assertion', 'verify'],
      ['flaky', 'intermittent'],
      ['secret', 'password'],
      ['schedule', 'cron', 'nightly'],
      ['repo', 'repository'],
      ['delete', 'remove'],
      ['e2e', 'end to end', 'end-to-end'],
      ['member', 'teammate', 'colleague', 'coworker', 'co-worker'],
      ['api token', 'api key', 'access token'],
      ['notification', 'notify', 'notified', 'alerted'],
      ['hover', 'mouseover'],
      ['sso', 'single sign-on'],
      ['two-factor', '2fa', 'mfa', 'multi-factor', 'two-step verification'],
      ['one-time code', 'one-time password', 'otp'],
      ['environment variable', 'env var', 'env variable'],
      ['kubernetes', 'k8s'],
      ['rerun', 're-run'],
      ['dropdown', 'drop-down'],
      ['popup', 'pop-up'],
      ['long press', 'long-press', 'press and hold', 'touch and hold', 'tap and hold'],
      ['quarantine', 'mute'],
      ['role', 'permission'],
      ['disposable', 'throwaway'],
    ],
  },
  analytics: {
    tagManagerId: process.env.NEXT_PUBLIC_GTM_ID || undefined,
  },
} satisfies SiteConfigInput;
