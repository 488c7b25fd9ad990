import { describe, expect, it } from 'vitest';
import { framingAllowed, inScript } from '../../scripts/lib/chromium-probe';

describe('the probe harness lets its page frame the site and nothing more', () => {
  it.each([
    {
      name: 'the site’s headers',
      headers: {
        'x-frame-options': 'DENY',
        'content-security-policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
        'cache-control': 'no-cache',
      },
      expected: { 'content-security-policy': " base-uri 'self'; object-src 'none'", 'cache-control': 'no-cache' },
    },
    {
      name: 'a policy without frame-ancestors',
      headers: { 'content-security-policy': "default-src 'self'" },
      expected: { 'content-security-policy': "default-src 'self'" },
    },
    {
      name: 'frame-ancestors last',
      headers: { 'content-security-policy': "object-src 'none'; frame-ancestors 'none'" },
      expected: { 'content-security-policy': "object-src 'none'" },
    },
    { name: 'no policy', headers: { 'content-type': 'text/html' }, expected: { 'content-type': 'text/html' } },
    {
      name: 'two policies, as Node joins two headers',
      headers: {
        'content-security-policy': "frame-ancestors 'none'; base-uri 'self', FRAME-ANCESTORS 'self'; object-src 'none'",
      },
      expected: { 'content-security-policy': " base-uri 'self', object-src 'none'" },
    },
    {
      name: 'a policy of frame-ancestors alone',
      headers: { 'content-security-policy': "frame-ancestors 'none';", 'x-frame-options': 'SAMEORIGIN' },
      expected: {},
    },
  ])('$name', ({ headers, expected }) => {
    expect(framingAllowed(headers)).toEqual(expected);
  });

  it('writes values into its inline script without ending it', () => {
    expect(inScript('</script><b>')).not.toContain('</script>');
    expect(JSON.parse(inScript('</script><b>'))).toBe('</script><b>');
  });
});
