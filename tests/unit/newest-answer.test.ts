import { describe, expect, it } from 'vitest';
import { settleWithNewest } from '@/lib/search/newest-answer';

/** A promise settled from outside, in the order a case chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('settleWithNewest', () => {
  it.each([
    ['the older answer arrives last', ['newer', 'older'], ['ok', 'ok'], ['slack', 'slack']],
    ['the answers arrive in order', ['older', 'newer'], ['ok', 'ok'], ['slack', 'slack']],
    ['the older query fails after the newer one answered', ['newer', 'older'], ['fail', 'ok'], ['slack', 'slack']],
    ['the newer query fails', ['older', 'newer'], ['ok', 'fail'], ['error', 'error']],
  ] as const)('every call settles with the newest outcome when %s', async (_, order, outcomes, expected) => {
    const calls = new Map<string, ReturnType<typeof deferred<string>>>();
    const search = settleWithNewest((query: string) => {
      const d = deferred<string>();
      calls.set(query, d);
      return d.promise;
    });
    const settled = ['s', 'slack'].map((q) => search(q).catch(() => 'error'));
    const [older, newer] = [calls.get('s')!, calls.get('slack')!];
    const byName = { older: [older, 's', outcomes[0]], newer: [newer, 'slack', outcomes[1]] } as const;
    for (const name of order) {
      const [d, query, outcome] = byName[name];
      if (outcome === 'fail') d.reject(new Error(`${query} failed`));
      else d.resolve(query);
      await Promise.resolve();
    }
    expect(await Promise.all(settled)).toEqual(expected);
  });

  it('follows a query typed while an older one was still settling', async () => {
    const calls: ReturnType<typeof deferred<string>>[] = [];
    const search = settleWithNewest((query: string) => {
      calls.push(deferred<string>());
      return calls.at(-1)!.promise.then(() => query);
    });
    const first = search('s');
    const second = search('sl');
    calls[0].resolve('');
    await Promise.resolve();
    const third = search('slack');
    calls[1].resolve('');
    calls[2].resolve('');
    expect(await Promise.all([first, second, third])).toEqual(['slack', 'slack', 'slack']);
  });
});
