import { describe, expect, it } from 'vitest';
import { decodeSegment, docPath, encodePath, isUndecodable, normalizeHtmlPath, samePath } from '@/lib/paths';

describe('paths', () => {
  it.each([
    [['docs', 'Testflux', 'CICD & Integrations', 'Jenkins'], '/docs/Testflux/CICD%20%26%20Integrations/Jenkins/'],
    [
      ['docs', 'Testflux', 'AI-Powered Test Case Generation', 'Autogenerate'],
      '/docs/Testflux/AI-Powered%20Test%20Case%20Generation/Autogenerate/',
    ],
    [['blog', 'page', '2'], '/blog/page/2/'],
    [[], '/'],
  ])('encodes %j as %s', (segments, expected) => {
    expect(encodePath(...segments)).toBe(expected);
  });

  it('builds docs paths under the product', () => {
    expect(docPath('Get Started', 'onboard')).toBe('/docs/Testflux/Get%20Started/onboard/');
  });

  it.each([
    ['CICD%20%26%20Integrations', 'CICD & Integrations'],
    ['plain', 'plain'],
    ['%E0%A4%A', '%E0%A4%A'],
  ])('decodes the segment %s once', (raw, expected) => {
    expect(decodeSegment(raw)).toBe(expected);
  });

  it.each([
    ['/features/index.html', '/features/'],
    ['/features.html', '/features/'],
    ['/index.html', '/'],
    ['/docs/Testflux/Get%20Started/onboard/index.html', '/docs/Testflux/Get%20Started/onboard/'],
    ['/features/', null],
    ['/html/', null],
  ])('normalises %s to %s', (input, expected) => {
    expect(normalizeHtmlPath(input)).toBe(expected);
  });

  it.each([
    ['/docs/%E0%A4%A/', true],
    ['/docs/%/', true],
    ['/docs/CICD%20%26%20Integrations/', false],
  ])('reports %s as undecodable: %s', (path, expected) => {
    expect(isUndecodable(path)).toBe(expected);
  });

  it('compares paths whatever their encoding', () => {
    expect(samePath('/docs/Testflux/Get%20Started/onboard/', '/docs/Testflux/Get Started/onboard/')).toBe(true);
    expect(samePath('/docs/a/', '/docs/b/')).toBe(false);
  });
});
