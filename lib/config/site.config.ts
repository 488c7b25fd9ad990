import type { SiteConfigInput } from './schema';
import { docPath as docs, encodePath } from '../paths';
import { PRODUCT_NAME } from './product.mjs';

/** Everything below derives URLs and copy from the product name in product.mjs. */
const PRODUCT = PRODUCT_NAME;
const DOMAIN = `${PRODUCT.toLowerCase()}.example`;

export const rawSiteConfig = {
  product: {
    name: PRODUCT,
    tagline: 'No-code, AI-assisted test automation for web, API, mobile, visual, accessibility and email testing.',
    description: `${PRODUCT} is a no-code, AI-assisted test automation platform. Record, generate and run web, API, mobile, visual, accessibility and email tests.`,
  },
  site: {
    url: `https://${DOMAIN}`,
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
  links: {
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
  },
  announcement: {
    id: 'release-1-4-20',
    text: `${PRODUCT} v1.4.20 is out: a new onboarding flow, an Oracle DB connector and Flutter web actions.`,
    linkLabel: 'Read the changelog',
    to: '/changelog/#v1-4-20',
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
      { type: 'link', label: 'Docs', to: '/docs/' },
      { type: 'link', label: 'Blog', to: '/blog/' },
      { type: 'link', label: 'Use cases', to: '/UseCases/' },
      { type: 'link', label: 'Pricing', href: `https://${DOMAIN}/pricing` },
      { type: 'link', label: 'Community', to: '/community/' },
      { type: 'link', label: 'Schedule a demo', href: `https://${DOMAIN}/demo`, position: 'right' },
      {
        type: 'link',
        label: 'Try for free',
        href: `https://app.${DOMAIN}/signup`,
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
        items: [
          { label: 'Community forum', href: `https://community.${DOMAIN}` },
          { label: 'LinkedIn', href: `https://linkedin.${DOMAIN}/company/${PRODUCT.toLowerCase()}` },
          { label: 'YouTube', href: `https://youtube.${DOMAIN}/@${PRODUCT.toLowerCase()}` },
          { label: 'GitHub', href: `https://github.${DOMAIN}/${PRODUCT.toLowerCase()}` },
          { label: 'Community page', to: '/community/' },
        ],
      },
      {
        title: 'Resources',
        items: [
          { label: 'Blog', to: '/blog/' },
          { label: 'Documentation', to: encodePath('docs', 'category', PRODUCT) },
          { label: 'Video tutorials', href: `https://video.${DOMAIN}/tutorials` },
          { label: 'Use cases', to: '/UseCases/' },
          { label: 'Brochure (PDF)', to: `/files/${PRODUCT.toLowerCase()}-brochure.pdf`, newTab: true },
        ],
      },
      {
        title: 'Products',
        items: [
          { label: 'All features', to: '/features/' },
          { label: 'Pricing', href: `https://${DOMAIN}/pricing` },
          { label: 'Changelog', to: '/changelog/' },
          { label: 'Integrations', to: docs('Integrations', 'integrations') },
          { label: 'CI/CD', to: docs('CICD & Integrations', 'cicd') },
          { label: 'Database validation', to: docs('Integrations', 'database-validation') },
          { label: 'Test management', to: docs('Create Tests', 'test-management') },
        ],
      },
      {
        title: 'Features',
        items: [
          { label: 'Web testing', to: '/features/#web-testing' },
          { label: 'API testing', to: '/features/#api-testing' },
          { label: 'Mobile testing', to: '/features/#mobile-testing' },
          { label: 'Visual validation', to: '/features/#visual-testing' },
          { label: 'Accessibility testing', to: '/features/#accessibility-testing' },
        ],
      },
      {
        title: 'Support',
        items: [
          { label: 'Contact us', href: `https://${DOMAIN}/contact` },
          { label: `support@${DOMAIN}`, href: `mailto:support@${DOMAIN}` },
          { label: 'Schedule a demo', href: `https://${DOMAIN}/demo` },
        ],
      },
    ],
    legal: [
      { label: 'Terms', to: '/Terms/' },
      { label: 'Privacy', to: '/Privacy/' },
    ],
  },
  search: {
    provider: process.env.SEARCH_PROVIDER === 'algolia' ? 'algolia' : 'local',
    appId: process.env.ALGOLIA_APP_ID ?? '',
    apiKey: process.env.ALGOLIA_SEARCH_API_KEY ?? '',
    indexName: process.env.ALGOLIA_INDEX_NAME ?? PRODUCT.toLowerCase(),
    insights: false,
    reportUrl: `https://community.${DOMAIN}/c/docs-feedback`,
  },
  analytics: {
    tagManagerId: process.env.NEXT_PUBLIC_GTM_ID || undefined,
  },
} satisfies SiteConfigInput;
