import type { SiteConfigInput } from './schema';
import { routes } from '../routes';
import { releaseAnchor } from '../content/changelog-model';
import { facts } from '../content/facts';
import { DEFAULT_INDEX_NAME } from '../search/contract';
import { APP_HOST, DOMAIN, PRODUCT_NAME, SITE_LANGUAGE, SITE_URL } from './product';

/** Everything below derives URLs and copy from the product name and domain in product.ts. */
const PRODUCT = PRODUCT_NAME;
const docs = routes.docs.page;

/** External and downloadable addresses, written once; the navbar and footer reference them. */
const links = {
  signup: `https://${APP_HOST}/signup`,
  // Plans are chosen in the platform; demos are booked and support reached on hosts of their own.
  pricing: `https://${APP_HOST}/pricing`,
  demo: `https://meet.${DOMAIN}/demo`,
  community: `https://community.${DOMAIN}`,
  contact: `https://support.${DOMAIN}/contact`,
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
    locale: SITE_LANGUAGE,
    locales: [SITE_LANGUAGE],
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
    // Its id changes with the release, so a reader who closed the last one sees this one.
    id: `release-${facts.release.replace(/\./g, '-')}`,
    text: `${PRODUCT} v${facts.release} is out: a new onboarding flow, an Oracle DB connector and Flutter web actions.`,
    linkLabel: 'Read the changelog',
    to: routes.changelog.release(releaseAnchor(facts.release)),
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
    // An empty variable counts as unset, as `search:push` reads it: both name the same index.
    indexName: process.env.ALGOLIA_INDEX_NAME || DEFAULT_INDEX_NAME,
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
      ['accessibility', 'a11y', 'section 508', 'ada compliance'],
      [
        'visual testing',
        'visual regression',
        'screenshot comparison',
        'pixel diff',
        'visual validation',
        'image comparison',
        'visual diff',
        'visual checkpoint',
      ],
      ['function', 'reusable steps', 'step group', 'shared steps'],
      ['code block', 'javascript step', 'custom script', 'custom code'],
      ['storage state', 'saved session', 'signed-in session', 'session reuse'],
      ['changelog', 'release notes', "what's new", 'version history'],
      ['vs code', 'vscode', 'visual studio code'],
      ['dark theme', 'dark mode'],
      ['fixed wait', 'sleep', 'hard wait', 'static wait', 'thread.sleep'],
      ['assert', 'assertion', 'verify'],
      ['flaky', 'intermittent', 'flakiness', 'nondeterministic', 'non-deterministic'],
      ['secret', 'password'],
      ['schedule', 'cron', 'nightly'],
      ['repo', 'repository'],
      ['delete', 'remove'],
      ['max', 'maximum'],
      ['e2e', 'end to end', 'end-to-end'],
      ['member', 'teammate', 'colleague', 'coworker', 'co-worker'],
      ['api token', 'api key', 'access token'],
      ['notification', 'notify', 'notified', 'alerted'],
      ['hover', 'mouseover'],
      ['sso', 'single sign-on'],
      ['two-factor', '2fa', 'mfa', 'multi-factor', 'two-step verification'],
      ['one-time code', 'one-time password', 'otp', 'verification code', 'totp', 'passcode', 'authenticator code'],
      ['environment variable', 'env var', 'env variable'],
      ['kubernetes', 'k8s'],
      ['rerun', 're-run'],
      ['dropdown', 'drop-down'],
      ['popup', 'pop-up'],
      ['long press', 'long-press', 'press and hold', 'touch and hold', 'tap and hold'],
      ['quarantine', 'mute'],
      ['role', 'permission'],
      ['disposable', 'throwaway', 'burner', 'temp mail', 'mailinator'],
      [
        'covered by another element',
        'elementclickinterceptedexception',
        'click intercepted',
        'intercepts pointer events',
        'not clickable at point',
      ],
      ['allowlist', 'whitelist', 'safelist'],
      ['regex', 'regexp', 'regular expression'],
      ['device farm', 'device cloud', 'browserstack', 'sauce labs', 'lambdatest'],
      ['teardown', 'tear down', 'aftereach', 'aftermethod', 'postcondition'],
      ['setup function', 'precondition', 'beforeeach', 'beforemethod'],
      ['spinner', 'loader', 'loading indicator', 'progress indicator'],
      ['devtools', 'developer tools', 'dev tools', 'f12'],
      ['viewport', 'window size', 'screen resolution'],
      ['apple silicon', 'm1', 'm2', 'm3', 'm4'],
      ['outage', 'service down'],
      ['node.js', 'nodejs'],
      ['yaml', 'yml'],
      ['database', 'db'],
      ['merge request', 'pull request'],
      ['self-hosted runner', 'on-premise runner', 'on-premises runner', 'on-prem', 'private runner', 'private agent'],
      ['exit code', 'exit status', 'errorlevel'],
      ['cli', 'command line'],
      ['public link', 'shareable link', 'guest link'],
      ['pass rate', 'success rate', 'pass percentage'],
      ['cancel', 'abort', 'kill'],
      ['loop', 'foreach'],
      ['conditional', 'if else', 'if statement'],
      ['feature flag', 'feature toggle'],
      ['magic link', 'passwordless'],
      ['captcha', 'recaptcha', 'hcaptcha'],
      ['fail fast', 'bail', 'stop on first failure'],
      ['baseline', 'golden image', 'golden master'],
      ['gherkin', 'bdd', 'cucumber', 'behavior-driven'],
      ['llm', 'large language model'],
      ['autogenerate', 'auto-generate'],
      ['local storage', 'localstorage'],
      ['network idle', 'networkidle'],
      ['deep link', 'deeplink', 'universal link'],
      ['curly braces', 'interpolation', 'variable substitution'],
      ['spreadsheet', 'xlsx', 'excel'],
      ['page object model', 'pom', 'object repository', 'ui map', 'pagefactory'],
      ['automatic waiting', 'actionability', 'auto-waiting', 'autowait'],
      ['cross-browser', 'multiple browsers', 'browser compatibility', 'supported browsers', 'browser support'],
      ['get started', 'getting started', 'quick start', 'quickstart'],
      ['passes', 'green'],
      ['fails', 'red'],
    ],
    // The release notes: a reader asking what was fixed, or in which release or version, or in
    // the words of the headings a release groups its changes under ("when was playwright import
    // added"), or since when the product does a thing ("when did har export ship"): a question
    // of the past, whose answer is a release. Not "history": a run's history is the reports'
    // ("run history", "test history"); nor "when does", which asks how the product behaves.
    kindWords: {
      changelog: ['changelog', 'release', 'version', 'fix', 'fixed', 'added', 'improved', 'when did', 'since when'],
    },
  },
  analytics: {
    tagManagerId: process.env.NEXT_PUBLIC_GTM_ID || undefined,
  },
} satisfies SiteConfigInput;
