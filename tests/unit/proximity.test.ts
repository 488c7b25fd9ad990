import { describe, expect, it } from 'vitest';
import { titleFirstInPage } from '@/lib/search/engine/proximity';

describe('titleFirstInPage', () => {
  // Candidates by number: the tens are the page, a unit of 0 its title; a key each (lower first).
  const key: Record<number, number> = { 10: 5, 11: 5, 12: 3, 13: 7, 20: 5, 21: 5 };
  it.each([
    { name: "moves a title above its page's sections that match as well", order: [11, 13, 10], out: [10, 11, 13] },
    { name: 'leaves it under a section of its page that matches better', order: [12, 11, 10], out: [12, 10, 11] },
    { name: "moves nothing past another page's candidates", order: [21, 11, 20, 10], out: [20, 21, 10, 11] },
    { name: 'leaves a page whose title is first, or absent', order: [10, 11, 21, 13], out: [10, 11, 21, 13] },
  ])('$name', ({ order, out }) => {
    expect(
      titleFirstInPage(
        order,
        (c) => Math.floor(c / 10),
        (c) => c % 10 === 0,
        (c) => key[c],
      ),
    ).toEqual(out);
  });
});
