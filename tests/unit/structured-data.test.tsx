import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SourceLinks } from '@/components/docs/source-links';
import { parseSiteConfig } from '@/lib/config/schema';
import { rawSiteConfig } from '@/lib/config/site.config';
import { getPublishedPosts } from '@/lib/content/blog';
import { getAllDocs } from '@/lib/content/docs';
import { getStaticPage } from '@/lib/content/pages';
import { DOC_TAGS } from '@/lib/content/taxonomy';
import type { Metadata } from 'next';
import { postMetadata } from '@/lib/blog-metadata';
import { docMetadata, pageMetadata } from '@/lib/metadata';
import {
  blogPostingLd,
  breadcrumbListLd,
  organizationLd,
  serializeJsonLd,
  techArticleLd,
  webSiteLd,
  type JsonLd,
} from '@/lib/json-ld';
import { editPageUrl, reportProblemUrl, type Repository } from '@/lib/repository';
import { routes } from '@/lib/routes';
import {
  changelogStructuredData,
  staticPageStructuredData,
  docStructuredData,
  homeStructuredData,
  postStructuredData,
} from '@/lib/structured-data';
import { CHANGELOG_PAGE } from '@/lib/content/changelog';

const publisher = { name: 'Testflux', url: 'https://testflux.example/', logo: 'https://testflux.example/og/logo.png' };
const absolute = (v: unknown) => typeof v === 'string' && /^https:\/\/testflux\.example\//.test(v);

describe('JSON-LD builders', () => {
  it('TechArticle has headline, description, url, image, dateModified and publisher', () => {
    const ld = techArticleLd({
      title: 'Install',
      description: 'How to install.',
      url: 'https://testflux.example/docs/x/',
      image: 'https://testflux.example/og/docs/x.png',
      dateModified: '2025-10-21T00:00:00.000Z',
      section: 'Get Started',
      keywords: ['Setup'],
      publisher,
    });
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'TechArticle',
      headline: 'Install',
      description: 'How to install.',
      dateModified: '2025-10-21T00:00:00.000Z',
      keywords: 'Setup',
      publisher: { '@type': 'Organization', name: 'Testflux', logo: { url: publisher.logo } },
    });
  });

  it('BreadcrumbList numbers its items from 1', () => {
    const ld = breadcrumbListLd([
      { name: 'Docs', url: 'https://testflux.example/docs/' },
      { name: 'Page', url: 'https://testflux.example/docs/p/' },
    ]);
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Docs', item: 'https://testflux.example/docs/' },
      { '@type': 'ListItem', position: 2, name: 'Page', item: 'https://testflux.example/docs/p/' },
    ]);
  });

  it('BlogPosting has every property search engines read', () => {
    const ld = blogPostingLd({
      title: 'T',
      description: 'D',
      url: 'https://testflux.example/blog/t/',
      image: 'https://testflux.example/og/blog/t.png',
      datePublished: '2024-01-01T00:00:00.000Z',
      dateModified: '2024-02-01T00:00:00.000Z',
      keywords: ['AI in testing', 'Tool comparisons'],
      authors: [{ name: 'Maya Chen', url: 'https://maya.testflux.example' }],
      publisher,
    });
    for (const key of ['headline', 'description', 'author', 'datePublished', 'dateModified', 'image', 'keywords']) {
      expect(ld, key).toHaveProperty(key);
    }
    expect(ld.author).toEqual([{ '@type': 'Person', name: 'Maya Chen', url: 'https://maya.testflux.example' }]);
    expect(ld.keywords).toBe('AI in testing, Tool comparisons');
  });

  it('WebSite has a SearchAction with the {search_term_string} placeholder', () => {
    const ld = webSiteLd({
      name: 'Testflux',
      url: 'https://testflux.example/',
      description: 'd',
      searchUrl: (placeholder) => `https://testflux.example${routes.search.template(placeholder)}`,
    });
    expect(ld.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: 'https://testflux.example/search/?q={search_term_string}' },
      'query-input': 'required name=search_term_string',
    });
    expect(organizationLd({ ...publisher, sameAs: ['https://x.example'] })).toMatchObject({
      '@type': 'Organization',
      sameAs: ['https://x.example'],
    });
  });

  it('serializes with "<" escaped so content cannot close the script block', () => {
    const json = serializeJsonLd({ '@type': 'Thing', name: '</script><script>alert(1)</script> \u2028' });
    expect(json).not.toContain('<');
    expect(json).toContain('\\u003c/script>');
    expect(json).toContain('\\u2028');
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script> \u2028');
  });
});

describe("the site's structured data", () => {
  it('a docs article: TechArticle and a three-step BreadcrumbList with absolute URLs', () => {
    const doc = getAllDocs().find((d) => d.href.endsWith('/installation/'))!;
    const [article, crumbs] = docStructuredData(doc) as [JsonLd, JsonLd & { itemListElement: { item: string }[] }];
    expect(article['@type']).toBe('TechArticle');
    expect(article.headline).toBe(doc.title);
    expect(absolute(article.url) && absolute(article.image)).toBe(true);
    expect(article.image).toBe('https://testflux.example/og/docs/Testflux/Get%20Started/installation.png');
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(crumbs.itemListElement.map((i) => i.item).every(absolute)).toBe(true);
    expect(crumbs.itemListElement).toHaveLength(3);
    // Its schema.org keywords: the tags' labels, then the frontmatter keywords.
    const labels = doc.tags.map((id) => DOC_TAGS.find((t) => t.id === id)!.label);
    expect(doc.keywords.length).toBeGreaterThan(0);
    expect(article.keywords).toBe([...labels, ...doc.keywords].join(', '));
  });

  it('Open Graph calls an article an article, with the dates and authors its JSON-LD gives; other pages websites', () => {
    const og = (m: Metadata) => m.openGraph as Record<string, unknown>;
    // A post with an update note, so that its modified date is not its publication date.
    const post = getPublishedPosts().find((p) => p.lastUpdated !== p.date)!;
    const [postLd] = postStructuredData(post) as [JsonLd & { author: { url: string }[] }];
    expect(og(postMetadata(post))).toMatchObject({
      type: 'article',
      publishedTime: postLd.datePublished,
      modifiedTime: postLd.dateModified,
      authors: postLd.author.map((a) => a.url),
    });
    expect(postLd.dateModified).not.toBe(postLd.datePublished);
    const doc = getAllDocs().find((d) => d.href.endsWith('/installation/'))!;
    const [docLd] = docStructuredData(doc);
    expect(og(docMetadata(doc))).toMatchObject({ type: 'article', modifiedTime: docLd.dateModified });
    expect(og(pageMetadata({ title: 'Features', path: '/features/' })).type).toBe('website');
  });

  it("a page's metadata carries its keywords, and none when it has none", () => {
    const doc = getAllDocs().find((d) => d.href.endsWith('/installation/'))!;
    const page = { title: doc.title, description: doc.description, path: doc.href };
    expect(pageMetadata({ ...page, keywords: doc.keywords }).keywords).toEqual(doc.keywords);
    expect(pageMetadata({ ...page, keywords: [] })).not.toHaveProperty('keywords');
    expect(pageMetadata(page)).not.toHaveProperty('keywords');
    const [bare] = docStructuredData({ ...doc, tags: [], keywords: [] });
    expect(bare).not.toHaveProperty('keywords');
  });

  it('every post: BlogPosting with authors that have a URL, and a modified date not before publication', () => {
    for (const post of getPublishedPosts()) {
      const [ld] = postStructuredData(post) as [JsonLd & { author: { url: string }[] }];
      expect(ld['@type']).toBe('BlogPosting');
      expect(ld.author.length).toBeGreaterThan(0);
      expect(ld.author.every((a) => /^https:\/\//.test(a.url))).toBe(true);
      expect(String(ld.dateModified) >= String(ld.datePublished)).toBe(true);
    }
  });

  it('the changelog: a CollectionPage with its description and absolute URL', () => {
    const [page] = changelogStructuredData();
    expect(page).toMatchObject({
      '@type': 'CollectionPage',
      name: 'Changelog',
      description: CHANGELOG_PAGE.description,
    });
    expect(page.url).toBe('https://testflux.example/changelog/');
  });

  it('a static page: a WebPage of the site, with its description and absolute URL', () => {
    const features = getStaticPage('features');
    expect(staticPageStructuredData(features)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        name: features.title,
        url: 'https://testflux.example/features/',
        description: features.description,
        inLanguage: 'en',
        isPartOf: { '@type': 'WebSite', url: 'https://testflux.example/' },
      },
    ]);
  });

  it('the home page: WebSite and Organization', () => {
    expect(homeStructuredData().map((d) => d['@type'])).toEqual(['WebSite', 'Organization']);
  });
});

describe('Edit this page and Report a problem', () => {
  const repository: Repository = {
    url: 'https://github.example/testflux/website',
    branch: 'main',
    contentPath: 'content/docs',
  };

  it('Edit follows <repo>/edit/<branch>/<contentPath>/<file>, each segment encoded', () => {
    expect(editPageUrl(repository, 'Testflux/CICD & Integrations/Jenkinspipeline.mdx')).toBe(
      'https://github.example/testflux/website/edit/main/content/docs/Testflux/CICD%20%26%20Integrations/Jenkinspipeline.mdx',
    );
  });

  it('Report opens a new issue prefilled with the page title and URL', () => {
    const url = new URL(reportProblemUrl(repository, { title: 'Jenkins', url: 'https://testflux.example/docs/j/' })!);
    expect(`${url.origin}${url.pathname}`).toBe('https://github.example/testflux/website/issues/new');
    expect(url.searchParams.get('title')).toBe('Docs: problem on "Jenkins"');
    expect(url.searchParams.get('body')).toMatch(/^Page: https:\/\/testflux\.example\/docs\/j\/\n/);
  });

  it('both are absent when the configuration names no repository', () => {
    expect(editPageUrl(undefined, 'a.mdx')).toBeUndefined();
    expect(reportProblemUrl(undefined, { title: 'a', url: 'https://testflux.example/' })).toBeUndefined();
    const { repository: _omitted, ...withoutRepository } = rawSiteConfig;
    expect(parseSiteConfig(withoutRepository).repository).toBeUndefined();
  });

  it('the repository setting is validated', () => {
    expect(parseSiteConfig(rawSiteConfig).repository?.contentPath).toBe('content/docs');
    expect(() => parseSiteConfig({ ...rawSiteConfig, repository: { ...repository, url: 'not a url' } })).toThrow(
      /repository\.url/,
    );
    expect(() =>
      parseSiteConfig({ ...rawSiteConfig, repository: { ...repository, contentPath: '/content/docs/' } }),
    ).toThrow(/repository\.contentPath/);
  });
});

describe('SourceLinks', () => {
  const props = { file: 'Testflux/Get Started/installation.mdx', title: 'Install', url: 'https://testflux.example/d/' };

  it('renders both links when a repository is configured', () => {
    const html = renderToStaticMarkup(
      <SourceLinks
        repository={{ url: 'https://github.example/testflux/website', branch: 'main', contentPath: 'content/docs' }}
        {...props}
      />,
    );
    expect(html).toContain(
      'href="https://github.example/testflux/website/edit/main/content/docs/Testflux/Get%20Started/installation.mdx"',
    );
    expect(html).toContain('>Edit this page</a>');
    expect(html).toContain('>Report a problem with this page</a>');
  });

  it('renders nothing without one', () => {
    expect(renderToStaticMarkup(<SourceLinks repository={undefined} {...props} />)).toBe('');
  });
});
