/**
 * schema.org structured data (JSON-LD) for docs articles, blog posts, the changelog and the home page. Pure
 * builders of plain inputs; components/seo/json-ld.tsx writes them into the page.
 */
import { SITE_LANGUAGE } from './config/product';

export type JsonLd = { '@context'?: string; '@type': string; [key: string]: unknown };

const CONTEXT = 'https://schema.org';

/**
 * JSON for a <script type="application/ld+json"> block: "<" is escaped so no "</script>" or
 * "<!--" in the content can end the block, and U+2028/U+2029 so the text is also valid JavaScript.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface Publisher {
  name: string;
  url: string;
  logo: string;
}

const organization = (p: Publisher) => ({
  '@type': 'Organization',
  name: p.name,
  url: p.url,
  logo: { '@type': 'ImageObject', url: p.logo },
});

export function techArticleLd(input: {
  title: string;
  description: string;
  url: string;
  image: string;
  dateModified: string;
  section: string;
  keywords: string[];
  publisher: Publisher;
}): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'TechArticle',
    headline: input.title,
    description: input.description,
    url: input.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    image: input.image,
    dateModified: input.dateModified,
    articleSection: input.section,
    ...(input.keywords.length ? { keywords: input.keywords.join(', ') } : {}),
    inLanguage: SITE_LANGUAGE,
    author: organization(input.publisher),
    publisher: organization(input.publisher),
  };
}

/** The trail from the docs home to the page; every item has an absolute URL. */
export function breadcrumbListLd(items: { name: string; url: string }[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

export function blogPostingLd(input: {
  title: string;
  description: string;
  url: string;
  image: string;
  datePublished: string;
  dateModified: string;
  keywords: string[];
  authors: { name: string; url: string }[];
  publisher: Publisher;
}): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: input.title,
    description: input.description,
    url: input.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    image: input.image,
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    keywords: input.keywords.join(', '),
    author: input.authors.map((a) => ({ '@type': 'Person', name: a.name, url: a.url })),
    publisher: organization(input.publisher),
    inLanguage: SITE_LANGUAGE,
  };
}

/** A page listing entries of one kind (the changelog's releases), with what it holds. */
export function collectionPageLd(input: {
  name: string;
  url: string;
  description: string;
  publisher: Publisher;
}): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'CollectionPage',
    name: input.name,
    url: input.url,
    description: input.description,
    inLanguage: SITE_LANGUAGE,
    publisher: organization(input.publisher),
  };
}

/** A page of the site's own (features, downloads, the legal pages), part of the site. */
export function webPageLd(input: { name: string; url: string; description: string; site: string }): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebPage',
    name: input.name,
    url: input.url,
    description: input.description,
    inLanguage: SITE_LANGUAGE,
    isPartOf: { '@type': 'WebSite', url: input.site },
  };
}

/** The name schema.org's SearchAction gives the terms a reader searches for. */
const SEARCH_TERM = 'search_term_string';

/** The site, with the search box search engines may show: /search/?q=<terms>. */
export function webSiteLd(input: {
  name: string;
  url: string;
  description: string;
  /** The search page's address for a query named by the placeholder it is given. */
  searchUrl: (placeholder: string) => string;
}): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: input.name,
    url: input.url,
    description: input.description,
    inLanguage: SITE_LANGUAGE,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: input.searchUrl(SEARCH_TERM) },
      'query-input': `required name=${SEARCH_TERM}`,
    },
  };
}

export function organizationLd(input: Publisher & { sameAs: string[]; email?: string }): JsonLd {
  return {
    '@context': CONTEXT,
    ...organization(input),
    ...(input.email ? { email: input.email } : {}),
    sameAs: input.sameAs,
  };
}
