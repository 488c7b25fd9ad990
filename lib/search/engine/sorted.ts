/**
 * The index of the first item not before `value` in an ascending array (`<` order: code units for
 * strings), or with `strictlyAfter`, the first item after it.
 */
export function lowerBound<T extends string | number>(sorted: ArrayLike<T>, value: T, strictlyAfter = false): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < value || (strictlyAfter && sorted[mid] === value)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The index of the first item after `value` in an ascending array: how many are not above it. */
export const upperBound = (sorted: ArrayLike<number>, value: number) => lowerBound(sorted, value, true);
