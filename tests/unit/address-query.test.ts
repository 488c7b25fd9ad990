import { describe, expect, it } from 'vitest';
import { addressQuery } from '@/lib/address-query';
import { ROUTE_FOLDERS } from '@/lib/routes';

describe('the words of a missing address', () => {
  it.each([
    ['/docs/testflux/run-tests/paralel.html', 'run tests paralel'],
    ['/docs/Testflux/Run%20Tests/paralel/', 'Run Tests paralel'],
    ['/docs/Testflux/CICD%20%26%20Integrations/jenkinz/', 'CICD Integrations jenkinz'],
    ['/blog/selenium-vs-playwright-2023/', 'selenium playwright'],
    ['/blog/blog/tags/flaky/page/3/', 'flaky'],
    ['/docs/getting_started/index.html', 'started'],
    ['/docs/Testflux/api%2Ftokens/', 'api tokens'],
    [
      '/one/two/alpha-bravo-charlie-delta-echo-foxtrot-golf-hotel-india/',
      'bravo charlie delta echo foxtrot golf hotel india',
    ],
    // Nothing a page is about: stop words, filler words, short words, numbers, the site's folders.
    ['/no/such/page/', ''],
    ['/blog/2021/05/my-post/', ''],
    ['/', ''],
    ['/docs/Testflux/', ''],
    ['/docs/%E0%A4%A/', ''],
  ])('%s is searched for %j', (pathname, query) => {
    expect(addressQuery(pathname, ROUTE_FOLDERS)).toBe(query);
  });
});
