/**
 * The median of a list of numbers (the mean of the middle two for an even count), NaN for an empty list. The
 * hardware tests read their rates from it (key repeat, mouse polling): one slow or fast sample does not move it.
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
