/**
 * The site's structured data: the JSON-LD builders of lib/json-ld.ts applied to a docs
 * article, a blog post, the changelog and the home page, with absolute URLs from the configuration.
 */
import { siteConfig } from './config';
import { getAuthor, getBlogTag, type PostPage } from './content/blog';
import { CHANGELOG_PAGE } from './content/changelog';
import { docBreadcrumbs, docTagLabel, type DocPage } from './content/docs';
import type { StaticPage } from './content/pages';
import {
  blogPostingLd,
  breadcrumbListLd,
  collectionPageLd,
  organizationLd,
  techArticleLd,
  webPageLd,
  webSiteLd,
  type JsonLd,
  type Publisher,
} from './json-ld';
import { absoluteUrl as abs, LOGO_PNG_PATH, ogImagePath, routes } from './routes';

function publisher(): Publisher {
  return { name: siteConfig.product.name, url: abs(routes.home), logo: abs(LOGO_PNG_PATH) };
}

/** TechArticle and BreadcrumbList (Docs > section > article) of a docs article. */
export function docStructuredData(doc: DocPage): JsonLd[] {
  return [
    techArticleLd({
      title: doc.title,
      description: doc.description,
      url: abs(doc.href),
      image: abs(ogImagePath(doc.href)),
      dateModified: doc.lastUpdated,
      section: doc.section,
      keywords: [...doc.tags.map(docTagLabel), ...doc.keywords],
      publisher: publisher(),
    }),
    // A step with no page of its own (a section without one) points at the article.
    breadcrumbListLd(docBreadcrumbs(doc).map((c) => ({ name: c.label, url: abs(c.href ?? doc.href) }))),
  ];
}

/** BlogPosting of a post; an author's URL is their first profile link, else the authors page. */
export function postStructuredData(post: PostPage): JsonLd[] {
  return [
    blogPostingLd({
      title: post.title,
      description: post.description,
      url: abs(post.href),
      image: abs(ogImagePath(post.href)),
      datePublished: post.date,
      dateModified: post.lastUpdated,
      keywords: post.tags.map((id) => getBlogTag(id)?.label ?? id),
      authors: post.authors.map((id) => {
        const author = getAuthor(id);
        return { name: author.name, url: abs(author.url) };
      }),
      publisher: publisher(),
    }),
  ];
}

/**
 * CollectionPage of the changelog. Its description is also the page's summary in the search
 * index, which reads a page's description from its structured data (lib/search/records.ts).
 */
export function changelogStructuredData(): JsonLd[] {
  const { title, description, path } = CHANGELOG_PAGE;
  return [collectionPageLd({ name: title, description, url: abs(path), publisher: publisher() })];
}

/** WebPage of a static page (content/pages), part of the site. */
export function staticPageStructuredData(page: StaticPage): JsonLd[] {
  const url = abs(routes.page(page.slug));
  return [webPageLd({ name: page.title, description: page.description, url, site: abs(routes.home) })];
}

/** WebSite (with the /search/?q= search action) and Organization, for the home page. */
export function homeStructuredData(): JsonLd[] {
  const { product, links } = siteConfig;
  return [
    webSiteLd({
      name: product.name,
      url: abs(routes.home),
      description: product.description,
      searchUrl: (placeholder) => abs(routes.search.template(placeholder)),
    }),
    organizationLd({
      ...publisher(),
      email: links.supportEmail,
      sameAs: links.social.map((s) => s.href),
    }),
  ];
}
