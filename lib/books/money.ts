// Integer đồng arithmetic of the books (DESIGN §6): exact in BigInt, rounded half up to the đồng.

/** a ÷ b rounded half up (away from zero at .5), for any integers; b ≠ 0. */
export function divideRounded(a: bigint | number, b: bigint | number): number {
  const n = BigInt(a);
  const d = BigInt(b);
  if (d === 0n) throw new RangeError('division by zero');
  const negative = n < 0n !== d < 0n;
  const [absN, absD] = [n < 0n ? -n : n, d < 0n ? -d : d];
  const q = (2n * absN + absD) / (2n * absD);
  return Number(negative ? -q : q);
}

/**
 * `total` shared over `weights` in proportion to them, each share rounded, the remainder given to
 * the largest weight (the first of equals), so the shares always add up to `total` exactly. With
 * no weight at all, everything goes to the first.
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((s, w) => s + BigInt(w), 0n);
  if (sum === 0n) return weights.map((_, i) => (i === 0 ? total : 0));
  const shares = weights.map((w) => divideRounded(BigInt(total) * BigInt(w), sum));
  const largest = weights.reduce((best, w, i) => (w > weights[best] ? i : best), 0);
  shares[largest] += total - shares.reduce((s, x) => s + x, 0);
  return shares;
}
