/**
 * Whole percentages of each count that add up to exactly 100 (largest remainder): each share is
 * rounded down, then the points left over go to the largest remainders, the first listed on a tie.
 * Rounding each share on its own shows e.g. six equal slices as 17 % each, 102 % in all.
 */
export function sharePercents(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total <= 0) return counts.map(() => 0);
  const exact = counts.map((count) => (count / total) * 100);
  const shares = exact.map(Math.floor);
  const leftOver = 100 - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - shares[index] })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder.slice(0, leftOver)) shares[index] += 1;
  return shares;
}
