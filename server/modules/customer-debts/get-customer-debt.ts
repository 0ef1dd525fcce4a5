import { and, eq, gt, sql } from 'drizzle-orm';
import type { CustomerDebtDetail } from '@/lib/contracts/customer-debts';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { invoices } from '../../db/schema/invoices';
import { findInShop } from '../../db/sql/find-in-shop';
import { readSnapshot } from '../../db/sql/read-snapshot';
import { customerCollections } from './customer-collections';
import { debtAgeSums, owedInvoices, toAges } from './owed-invoices';

/** A customer's debt: the invoices behind it, oldest first, how old it is, and what was collected. */
export function getCustomerDebt(db: DbOrTx, input: { shopId: string; timeZone: string; customerId: string }): Promise<CustomerDebtDetail> {
  const { shopId, customerId } = input;
  return readSnapshot(db, async (tx) => {
    const customer = await findInShop(tx, customers, { shopId, id: customerId }, 'errors.customerNotFound');
    const open = await owedInvoices(tx, { shopId, customerId });
    const [ages] = await tx
      .select(debtAgeSums(input.timeZone))
      .from(invoices)
      .where(and(eq(invoices.shopId, shopId), eq(invoices.customerId, customerId), gt(invoices.debt, sql`0`)));
    return {
      id: customer.id,
      customer: { id: customer.id, name: customer.name, phone: customer.phone },
      debt: open.reduce((s, i) => s + i.debt, 0),
      openInvoices: open.length,
      oldestUnpaidAt: open[0]?.createdAt.toISOString() ?? null,
      ages: toAges(ages),
      invoices: open.map((i) => ({ ...i, createdAt: i.createdAt.toISOString() })),
      collections: await customerCollections(tx, { shopId, customerId }),
    };
  });
}
