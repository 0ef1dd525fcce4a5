/**
 * The screens of Công nợ (DESIGN §6: debts to suppliers, debts of customers) word the same parts in
 * their own namespace under the same keys (`pay.*`, `panel.*`, `totalDebt`, `owingOnly`…), so the
 * shared parts below speak of imports on one screen and of invoices on the other.
 */
export type DebtNamespace = 'supplier-debts' | 'customer-debts';

/** A document a debt is made of (an import, an invoice), as a payment settles it. */
export interface OwedDocument {
  id: string;
  code: string;
  debt: number;
}
