import type { VatSettings } from '../contracts/shops';
import { type InvoiceKind, type InvoiceLineKind, lineVatKey } from '../enums/invoices';
import { divideRounded, shareOut } from './money';

// The sums of an invoice (DESIGN §6): the cart and the payment panel show them as they are typed,
// the server stores them at issue, the mock API answers with them — one calculation for all three.

export interface InvoiceLineFigures {
  kind: InvoiceLineKind;
  /** a product line's group (SPEC §3): sale goods take the `sale` VAT key */
  productGroup?: number | null;
  quantity: number;
  unitPrice: number;
  /** the line's own discount, in đồng */
  discount: number;
}

export interface LineTotals {
  /** quantity × unit price − line discount */
  amount: number;
  /** the line's share of the invoice discount */
  invoiceDiscount: number;
  /** amount − its share of the invoice discount: what VAT is taken on */
  taxableBase: number;
  /** the VAT percent, or null for a line not subject to VAT (printed KCT, không chịu thuế) */
  vatPercent: number | null;
  vat: number;
}

export interface InvoiceTotals {
  lines: LineTotals[];
  /** Σ line amounts */
  subtotal: number;
  discount: number;
  vat: number;
  /** subtotal − discount + VAT */
  total: number;
}

/** A line's amount: quantity × unit price − its discount. */
export const invoiceLineAmount = (line: Pick<InvoiceLineFigures, 'quantity' | 'unitPrice' | 'discount'>) => line.quantity * line.unitPrice - line.discount;

/** `percent` (up to two decimals: 8, 10, 5,5, 12,5) of an amount, rounded half up to the đồng: a line's VAT, a percent discount. */
export const percentOf = (amount: number, percent: number) => divideRounded(BigInt(amount) * BigInt(Math.round(percent * 100)), 10_000);

/**
 * The invoice's lines and totals: the invoice discount (manual or a promotion's) shared over the
 * lines in proportion to their amounts, so that each line knows its taxable base — by largest
 * remainder, the larger line first among equals, which never gives a line more discount than its
 * own amount; then VAT per line from the shop's settings at issue, by the line's key.
 */
export function invoiceTotals(input: { kind: InvoiceKind; lines: readonly InvoiceLineFigures[]; discount: number; vatSettings: VatSettings }): InvoiceTotals {
  const amounts = input.lines.map(invoiceLineAmount);
  const shares = shareOut(input.discount, amounts);
  const lines = input.lines.map((line, i): LineTotals => {
    const setting = input.vatSettings[lineVatKey(input.kind, line)];
    const taxableBase = amounts[i] - shares[i];
    const vatPercent = setting.isEnabled ? setting.percent : null;
    return { amount: amounts[i], invoiceDiscount: shares[i], taxableBase, vatPercent, vat: vatPercent === null ? 0 : percentOf(taxableBase, vatPercent) };
  });
  const subtotal = amounts.reduce((s, a) => s + a, 0);
  const vat = lines.reduce((s, l) => s + l.vat, 0);
  return { lines, subtotal, discount: input.discount, vat, total: subtotal - input.discount + vat };
}
