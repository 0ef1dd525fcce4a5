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
 * `total` shared over `weights` in proportion to them, by largest remainder: every share is its
 * exact part rounded down, and the đồng left over go one each to the largest fractions (the larger
 * weight first among equals). The shares add up to `total` exactly, and none is more than a đồng
 * away from its exact part, so a line is never given more discount than its own amount. With no
 * weight at all, everything goes to the first.
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  if (total < 0) return shareOut(-total, weights).map((share) => -share);
  const sum = weights.reduce((s, w) => s + BigInt(w), 0n);
  if (sum === 0n) return weights.map((_, i) => (i === 0 ? total : 0));
  const parts = weights.map((w, index) => {
    const exact = BigInt(total) * BigInt(w);
    return { index, weight: w, share: Number(exact / sum), remainder: exact % sum };
  });
  let left = total - parts.reduce((s, p) => s + p.share, 0);
  const byFraction = [...parts].sort((a, b) => (a.remainder === b.remainder ? b.weight - a.weight || a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const part of byFraction) {
    if (left === 0) break;
    part.share += 1;
    left -= 1;
  }
  return parts.map((p) => p.share);
}
