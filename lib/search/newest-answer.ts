/**
 * Makes every call of an async function settle with the outcome of the newest call. Answers to
 * older queries can arrive after newer ones (a short prefix is the slower to rank), and a
 * consumer that keeps whatever arrives last, as DocSearch does with its "See all" count, would
 * show the older query's figures.
 */
export function settleWithNewest<A extends unknown[], R>(fn: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  let newest: Promise<R> | null = null;
  const settle = async (mine: Promise<R>): Promise<R> => {
    try {
      const value = await mine;
      return newest === mine ? value : settle(newest!);
    } catch (error) {
      if (newest !== mine) return settle(newest!);
      throw error;
    }
  };
  return (...args: A) => {
    const mine = fn(...args);
    newest = mine;
    return settle(mine);
  };
}
