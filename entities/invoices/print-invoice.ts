import { shopPath } from '@/lib/paths';

/** The papers an invoice prints on: A5 for the customer's file, an 80 mm roll at the counter. */
const INVOICE_PAPERS = ['a5', 'receipt'] as const;
export type InvoicePaper = (typeof INVOICE_PAPERS)[number];

/** The print view's `?paper=`: anything but a known paper (a hand-typed URL, an old bookmark) is A5. */
export const invoicePaper = (value: unknown): InvoicePaper => (INVOICE_PAPERS.includes(value as InvoicePaper) ? (value as InvoicePaper) : 'a5');

/** An invoice's print view in its own tab, in the report layout (no menu), ready for its printer. */
export function printInvoice(locale: string, shopId: string, id: string, paper: InvoicePaper = 'a5') {
  const query = paper === 'a5' ? '' : `?paper=${paper}`;
  return window.open(`/${locale}${shopPath(shopId, `/print/invoices/${id}`)}${query}`, '_blank', 'noopener');
}
