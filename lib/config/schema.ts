import { z } from 'zod';
import { describeIssues } from '../validation';
import { LONGEST_PHRASE, lookupKeys } from '../search/engine/query';
import { tokenize } from '../search/engine/tokenize';

export const NAVBAR_ITEM_TYPES = ['link', 'dropdown', 'localeDropdown', 'docsVersionDropdown'] as const;

const position = z.enum(['left', 'right']).default('left');
const internalPath = z
  .string()
  .regex(
    /^\/([^\s?#]*\/|[^\s?#]*\.[a-z0-9]+)?(#[\w-]+)?$/,
    'an internal path that starts and ends with "/" (or names a file)',
  );
const externalUrl = z.url({ message: 'an absolute URL' });
/**
 * One word as a reader types it (the engine compares typed words, and their plural), or a phrase
 * of words asked only together, which may be stop words ("when did").
 */
const kindWord = z
  .string()
  .regex(/^[a-z0-9][a-z0-9'-]*(?: [a-z0-9][a-z0-9'-]*)*$/, 'lower-case words, one space between them');

const linkFields = {
  label: z.string().min(1),
  to: internalPath.optional(),
  href: externalUrl.optional(),
};
const link = z
  .object({ type: z.literal('link'), position, className: z.string().optional(), ...linkFields })
  .refine((item) => Boolean(item.to) !== Boolean(item.href), {
    message: 'exactly one of "to" (internal path) or "href" (external URL)',
  });

const dropdownChild = z.object(linkFields).refine((i) => Boolean(i.to) !== Boolean(i.href), {
  message: 'exactly one of "to" or "href"',
});

export const navbarItemSchema = z.discriminatedUnion('type', [
  link,
  z.object({ type: z.literal('dropdown'), position, label: z.string().min(1), items: z.array(dropdownChild).min(1) }),
  z.object({ type: z.literal('localeDropdown'), position, label: z.string().min(1) }),
  z.object({ type: z.literal('docsVersionDropdown'), position, label: z.string().min(1) }),
]);

const footerLink = z
  .object({
    label: z.string().min(1),
    to: internalPath.optional(),
    href: z
      .string()
      .regex(/^(https?:|mailto:)/, 'an http(s) or mailto: URL')
      .optional(),
    newTab: z.boolean().default(false),
  })
  .refine((i) => Boolean(i.to) !== Boolean(i.href), { message: 'exactly one of "to" or "href"' });

const siteConfigFields = z.object({
  product: z.object({
    /** The product name, written once; also the docs URL segment. */
    name: z.string().regex(/^[A-Za-z][A-Za-z0-9-]*$/, 'a single word (letters, digits, hyphens)'),
    tagline: z.string().min(1),
    description: z.string().min(50).max(200),
  }),
  site: z.object({
    url: externalUrl.refine((u) => !u.endsWith('/'), 'no trailing slash'),
    baseUrl: z.literal('/'),
    locale: z.literal('en'),
    locales: z.array(z.string()).min(1),
    direction: z.enum(['ltr', 'rtl']),
    copyrightYear: z.number().int().min(2000).max(2100),
  }),
  /**
   * Where the site's source lives, for "Edit this page" (<url>/edit/<branch>/<contentPath>/<file>,
   * Docusaurus's editUrl convention) and "Report a problem" (<url>/issues/new). Leave it out and
   * both links are hidden.
   */
  repository: z
    .object({
      url: externalUrl.refine((u) => !u.endsWith('/'), 'no trailing slash'),
      branch: z.string().regex(/^[\w./-]+$/, 'a branch name'),
      contentPath: z
        .string()
        .regex(/^[^/\s](.*[^/])?$/, 'a folder relative to the repository root, without leading or trailing "/"'),
    })
    .optional(),
  links: z.object({
    signup: externalUrl,
    pricing: externalUrl,
    demo: externalUrl,
    community: externalUrl,
    contact: externalUrl,
    videoTutorials: externalUrl,
    status: externalUrl,
    supportEmail: z.email({ message: 'an e-mail address' }),
    brochure: z.string().regex(/^\/.*\.pdf$/, 'a path to a PDF in public/'),
    social: z.array(z.object({ label: z.string(), href: externalUrl })).min(1),
  }),
  announcement: z.object({
    id: z.string().regex(/^[a-z0-9-]+$/, 'lowercase letters, digits and hyphens'),
    text: z.string().min(1),
    linkLabel: z.string().min(1),
    to: internalPath,
    /** Spec reading one: false (cannot be closed). Reading two: true. */
    closeable: z.boolean(),
  }),
  colorMode: z.object({
    defaultMode: z.enum(['light', 'dark']),
    /** Spec reading one: true (light only, no switch). Reading two: false. */
    disableSwitch: z.boolean(),
    respectPrefersColorScheme: z.boolean(),
  }),
  navbar: z.object({
    title: z.string().min(1),
    hideOnScroll: z.boolean(),
    items: z.array(navbarItemSchema),
  }),
  footer: z.object({
    columns: z.array(z.object({ title: z.string().min(1), items: z.array(footerLink).min(1) })).min(1),
    legal: z.array(footerLink),
  }),
  search: z
    .object({
      provider: z.enum(['local', 'algolia']),
      appId: z.string().default(''),
      apiKey: z.string().default(''),
      indexName: z.string().min(1),
      insights: z.boolean(),
      reportUrl: externalUrl,
      /**
       * Words and phrases readers use for the same thing; both backends read this list (the
       * embedded index at build time, Algolia through `npm run search:push`).
       */
      synonyms: z
        .array(
          z
            .array(z.string().regex(/^[a-z0-9][a-z0-9 .'/-]*$/, 'a lower-case word or phrase'))
            .min(2, 'a synonym group needs at least two entries'),
        )
        .default([]),
      /**
       * Words that ask for a kind of page other than the docs ("fixed", "release" for the release
       * notes): a query holding one, or a synonym of one, or a phrase as typed ("when did"), ranks
       * that kind's matches before the attribute, not a step below a docs page's (the engine);
       * Algolia gets a rule per word or phrase (`npm run search:push`).
       */
      kindWords: z
        .object({
          blog: z.array(kindWord).default([]),
          changelog: z.array(kindWord).default([]),
        })
        .strict()
        .default({ blog: [], changelog: [] }),
    })
    .superRefine((search, ctx) => {
      // The engine looks a typed phrase up by its words (and the plural of its last): two entries
      // with the same words ("node.js", "node js") in two groups would join them silently, and
      // a phrase longer than it looks up would never be found as typed.
      const seen = new Map<string, number>();
      search.synonyms.forEach((group, g) =>
        group.forEach((entry, i) => {
          const words = tokenize(entry);
          const path = ['synonyms', g, i];
          if (words.length > LONGEST_PHRASE)
            ctx.addIssue({ code: 'custom', path, message: `"${entry}" has more than ${LONGEST_PHRASE} words` });
          const keys = lookupKeys(words);
          const earlier = keys.map((k) => seen.get(k)).find((x) => x !== undefined);
          if (earlier !== undefined && earlier !== g)
            ctx.addIssue({
              code: 'custom',
              path,
              message: `"${entry}" is already in group ${earlier}: list a word or phrase in one group`,
            });
          keys.forEach((k) => seen.set(k, seen.get(k) ?? g));
        }),
      );
      // A word asks for one kind: listed under two, which one it asks for would depend on the order.
      const kindOf = new Map<string, string>();
      for (const [kind, words] of Object.entries(search.kindWords))
        words.forEach((word, i) => {
          const keys = lookupKeys([word]);
          const other = keys.map((key) => kindOf.get(key)).find((k) => k !== undefined && k !== kind);
          if (other !== undefined)
            ctx.addIssue({
              code: 'custom',
              path: ['kindWords', kind, i],
              message: `"${word}" already asks for the ${other}: list a word under one kind`,
            });
          keys.forEach((key) => kindOf.set(key, kindOf.get(key) ?? kind));
        });
      // Spec section 5: hosted search needs both credentials; say which one is missing.
      if (search.provider !== 'algolia') return;
      if (!search.appId)
        ctx.addIssue({
          code: 'custom',
          path: ['appId'],
          message: 'Algolia search needs an application id (set ALGOLIA_APP_ID)',
        });
      if (!search.apiKey)
        ctx.addIssue({
          code: 'custom',
          path: ['apiKey'],
          message: 'Algolia search needs a search-only api key (set ALGOLIA_SEARCH_API_KEY)',
        });
    }),
  analytics: z.object({
    /** Google Tag Manager container id; the tag manager loads only when set. */
    tagManagerId: z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/, 'a tag manager id like GTM-ABC123')
      .optional(),
  }),
});

/**
 * An absolute URL on the site's own address names a page of the export, which the link check
 * cannot see from here: a page of the site is linked by its path ("to"), and a page served
 * elsewhere (pricing, a demo booking) lives on a host of its own.
 */
function notOnOwnAddress(config: z.output<typeof siteConfigFields>, ctx: z.RefinementCtx) {
  const originOf = (value: string) => {
    try {
      return new URL(value).origin;
    } catch {
      return null;
    }
  };
  const own = originOf(config.site.url);
  if (!own) return;
  const visit = (value: unknown, path: (string | number)[]) => {
    if (typeof value === 'string') {
      if (path.join('.') !== 'site.url' && originOf(value) === own)
        ctx.addIssue({
          code: 'custom',
          path,
          message: `${value} is on this site's own address, which serves no such page: use a path ("to") for a page of the site, or another host`,
        });
    } else if (value && typeof value === 'object')
      Object.entries(value).forEach(([k, v]) => visit(v, [...path, Array.isArray(value) ? Number(k) : k]));
  };
  visit(config, []);
}

export const siteConfigSchema = siteConfigFields.superRefine(notOnOwnAddress);

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type SiteConfig = z.output<typeof siteConfigSchema>;
export type NavbarItem = z.output<typeof navbarItemSchema>;
export type NavbarItemType = NavbarItem['type'];
export type NavbarItemOf<T extends NavbarItemType> = Extract<NavbarItem, { type: T }>;
/**
 * What the search UIs receive as props: the validated search settings without the synonyms and
 * the kind words, which the embedded engine reads from its index's first piece and Algolia keeps server-side
 * (`npm run search:push`), so no page has to carry them.
 */
export type SearchSettings = Omit<SiteConfig['search'], 'synonyms' | 'kindWords'>;

export class SiteConfigError extends Error {}

/** Turns zod issues into one line per key: "navbar.items.3.href: expected an absolute URL". */
/** Validates raw configuration; throws SiteConfigError naming every bad key. */
export function parseSiteConfig(raw: unknown, source = 'lib/config/site.config.ts'): SiteConfig {
  const items = (raw as { navbar?: { items?: unknown } })?.navbar?.items;
  if (Array.isArray(items)) {
    items.forEach((item: { type?: unknown; label?: unknown }, i) => {
      if (!NAVBAR_ITEM_TYPES.includes(item?.type as (typeof NAVBAR_ITEM_TYPES)[number])) {
        throw new SiteConfigError(
          `Invalid site configuration in ${source}:\n  - navbar.items.${i}: unknown navbar item type ` +
            `${JSON.stringify(item?.type)} for item ${JSON.stringify(item?.label ?? `#${i}`)}; ` +
            `expected one of ${NAVBAR_ITEM_TYPES.join(', ')}`,
        );
      }
    });
  }
  const result = siteConfigSchema.safeParse(raw);
  if (!result.success) {
    throw new SiteConfigError(`Invalid site configuration in ${source}:\n${describeIssues(result.error)}`);
  }
  return result.data;
}
