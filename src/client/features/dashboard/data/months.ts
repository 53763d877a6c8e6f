export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** Sum of consecutive groups of three months: monthly figures → quarterly figures. */
export function toQuarters(monthly: readonly number[]): number[] {
  return [0, 3, 6, 9].map((start) => monthly.slice(start, start + 3).reduce((sum, n) => sum + n, 0));
}
