// The documents a shop numbers, each with the prefix of its code (DESIGN §3, §6): HD000123.
export const DocumentKind = {
  PRODUCT_IMPORT: 'PN',
  // a visit or session (grooming, examination, home visit); stays are LT
  ACTIVITY: 'DV',
  STOCK_TAKE: 'KK',
  RECEIPT: 'PT',
  PAYMENT: 'PC',
  INVOICE: 'HD',
  APPOINTMENT: 'LH',
  STAY: 'LT',
} as const;
export type DocumentKind = (typeof DocumentKind)[keyof typeof DocumentKind];
export const DOCUMENT_KINDS = Object.values(DocumentKind);

/** How the books name the document a ledger row comes from (stock_movements, cash_vouchers). */
export const DocumentType = {
  PRODUCT_IMPORT: 'product_import',
  STOCK_TAKE: 'stock_take',
  INVOICE: 'invoice',
  ACTIVITY: 'activity',
} as const;
export type DocumentType = (typeof DocumentType)[keyof typeof DocumentType];
export const DOCUMENT_TYPES = Object.values(DocumentType);

/** A code for people to read: the prefix and six digits (PN000045), more when a shop passes a million. */
export const documentCode = (kind: DocumentKind, n: number) => `${kind}${String(n).padStart(6, '0')}`;
