import type { Metadata } from 'next';
import { siteConfig } from './config';
import { absoluteUrl } from './routes';

/**
 * Page metadata with a canonical URL and locale alternates (hreflang en and x-default) for a
 * path that ends with a slash.
 */
export function pageMetadata({
  title,
  description,
  path,
}: {
  title?: string;
  description?: string;
  path: string;
}): Metadata {
  const url = absoluteUrl(path);
  return {
    // An undefined title would erase the layout's default title, so leave the key out.
    ...(title ? { title } : {}),
    description: description ?? siteConfig.product.description,
    alternates: {
      canonical: url,
      languages: { [siteConfig.site.locale]: url, 'x-default': url },
    },
    openGraph: {
      title: title ?? siteConfig.product.name,
      description,
      url,
      siteName: siteConfig.product.name,
      type: 'website',
    },
  };
}
