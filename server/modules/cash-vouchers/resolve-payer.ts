import { and, eq } from 'drizzle-orm';
import type { PayerType } from '@/lib/enums/cash';
import { PAYER_TYPES_WITH_RECORD } from '@/lib/enums/cash';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { suppliers } from '../../db/schema/suppliers';
import { users } from '../../db/schema/users';
import { notFound } from '../../core/app-error';

const TABLES = { CUSTOMER: customers, SUPPLIER: suppliers, EMPLOYEE: users } as const;

/**
 * Who pays or is paid, as a voucher records them: a customer, supplier or employee of this shop
 * (another shop's is missing, 404) with their name at that moment, or a name as typed.
 */
export async function resolvePayer(db: DbOrTx, input: { shopId: string; type: PayerType; id: string | null; name: string | null }) {
  if (!PAYER_TYPES_WITH_RECORD.includes(input.type)) return { type: input.type, id: null, name: input.name ?? '' };
  const table = TABLES[input.type as keyof typeof TABLES];
  const [row] = input.id ? await db.select({ id: table.id, name: table.name }).from(table).where(and(eq(table.id, input.id), eq(table.shopId, input.shopId))) : [];
  if (!row) throw notFound('errors.payerNotFound');
  return { type: input.type, id: row.id, name: row.name };
}
