// The names a crash burst gives what it writes: the check after the restart finds every record by
// them, whether its request was answered or cut off by the kill.

export interface BurstTarget {
  url: string;
  token: string;
  shopId: string;
}

/** The name every record of the burst carries, to find them all afterwards. */
export const burstPrefix = (tag: string) => `Faults ${tag}`;

/** The books' records of a burst: products and supplier made before it, keys and notes of its documents. */
export const bookNames = (tag: string) => ({
  /** the codes of the two products the burst's documents move */
  products: [`F${tag}-SO-0`, `F${tag}-SO-1`] as const,
  supplier: `${burstPrefix(tag)} nhà cung cấp`,
  /** an import of the burst is sent with a key of its own: found by it even when cut off */
  importKey: (i: number) => `faults-${tag}-pn-${i}`,
  importKeys: `faults-${tag}-pn-%`,
  paymentKey: (i: number) => `faults-${tag}-pc-${i}`,
  paymentKeys: `faults-${tag}-pc-%`,
  /** a stock-take has no key: its note names it */
  stockTakeNote: (i: number) => `${burstPrefix(tag)} kiểm kho ${i}`,
  stockTakeNotes: `${burstPrefix(tag)} kiểm kho %`,
});
