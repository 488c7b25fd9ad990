import type { Metadata } from 'next';
import { siteConfig } from './config';
import { absoluteUrl } from './routes';
import type { DocPage } from './content/docs';
import { getSharePage, ogImageAlt } from './content/share-pages';
import { OG_IMAGE_SIZE, ogImagePath, twinPath } from './routes';

/** The stub page at an address that redirects: not indexed, its canonical the destination. */
export function redirectMetadata(destination: string): Metadata {
  return { title: 'Moved', robots: { index: false }, alternates: { canonical: absoluteUrl(destination) } };
}

/**
 * Page metadata with a canonical URL and locale alternates (hreflang en and x-default) for a
 * path that ends with a slash; the page's Open Graph image (the home page's for pages without
 * their own) with a large Twitter card; and, when the page has a Markdown twin, a
 * <link rel="alternate" type="text/markdown"> to it.
 */
export function pageMetadata({
  title,
  description,
  keywords = [],
  path,
  article,
}: {
  title?: string;
  description?: string;
  /** Docs keywords, as Docusaurus writes them: <meta name="keywords">. */
  keywords?: string[];
  path: string;
  /** A docs article or a post: Open Graph's article type, with the dates its JSON-LD gives. */
  article?: { publishedTime?: string; modifiedTime: string; authors?: string[] };
}): Metadata {
  const url = absoluteUrl(path);
  const share = getSharePage(path);
  const pictured = share ?? getSharePage('/')!;
  const image = { url: ogImagePath(pictured.path), ...OG_IMAGE_SIZE, alt: ogImageAlt(pictured) };
  return {
    // An undefined title would erase the layout's default title, so leave the key out.
    ...(title ? { title } : {}),
    description: description ?? siteConfig.product.description,
    ...(keywords.length ? { keywords } : {}),
    alternates: {
      canonical: url,
      languages: { [siteConfig.site.locale]: url, 'x-default': url },
      ...(share?.twin ? { types: { 'text/markdown': [{ url: twinPath(path), title: 'Markdown' }] } } : {}),
    },
    openGraph: {
      title: title ?? siteConfig.product.name,
      description,
      url,
      siteName: siteConfig.product.name,
      images: [image],
      ...(article ? { type: 'article', ...article } : { type: 'website' }),
    },
    twitter: {
      card: 'summary_large_image',
      title: title ?? siteConfig.product.name,
      description: description ?? siteConfig.product.description,
      images: [{ url: image.url, alt: image.alt }],
    },
  };
}

/** A docs article's metadata: its keywords, and an Open Graph article with its modified date. */
export function docMetadata(doc: DocPage): Metadata {
  return pageMetadata({
    title: doc.title,
    description: doc.description,
    keywords: doc.keywords,
    path: doc.href,
    article: { modifiedTime: doc.lastUpdated },
  });
}
