// Paying a debt settles the oldest documents first (DESIGN §6).

export interface OpenDocument {
  id: string;
  debt: number;
}

/** How much of `amount` goes to each document, oldest (first) first; documents left unpaid are omitted. */
export function settleOldestFirst(amount: number, documents: readonly OpenDocument[]): Array<{ id: string; amount: number }> {
  const out: Array<{ id: string; amount: number }> = [];
  let left = amount;
  for (const doc of documents) {
    if (left <= 0) break;
    const part = Math.min(left, doc.debt);
    if (part > 0) out.push({ id: doc.id, amount: part });
    left -= part;
  }
  return out;
}
