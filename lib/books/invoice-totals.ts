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

/** VAT of a taxable base at `percent` (up to two decimals, 8 or 10 or 5,5), rounded half up to the đồng. */
export const vatOf = (base: number, percent: number) => divideRounded(BigInt(base) * BigInt(Math.round(percent * 100)), 10_000);

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
    return { amount: amounts[i], invoiceDiscount: shares[i], taxableBase, vatPercent, vat: vatPercent === null ? 0 : vatOf(taxableBase, vatPercent) };
  });
  const subtotal = amounts.reduce((s, a) => s + a, 0);
  const vat = lines.reduce((s, l) => s + l.vat, 0);
  return { lines, subtotal, discount: input.discount, vat, total: subtotal - input.discount + vat };
}

/** A discount given as a percent of the subtotal, in đồng, rounded half up. */
export const percentDiscount = (subtotal: number, percent: number) => divideRounded(BigInt(subtotal) * BigInt(Math.round(percent * 100)), 10_000);
