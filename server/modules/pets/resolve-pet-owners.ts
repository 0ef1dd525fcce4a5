import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema/customers';
import type { FieldIssue } from '../../core/app-error';
import type { SheetRow } from '../spreadsheets/read-sheet';

// A row whose owner is not found already fails on its phone; this keeps the contract from
// reporting the same row's missing owner id a second time.
const UNRESOLVED = '00000000-0000-0000-0000-000000000000';

/** A pet sheet names its owner by phone: each row gets the id of the shop's customer with that phone. */
export async function resolvePetOwners(db: DbOrTx, shopId: string, rows: SheetRow[]): Promise<FieldIssue[]> {
  const phones = [...new Set(rows.map((r) => r.values.ownerPhone).filter((p): p is string => typeof p === 'string'))];
  const owners = new Map<string, string>();
  for (let from = 0; from < phones.length; from += 1000) {
    const found = await db
      .select({ id: customers.id, phone: customers.phone })
      .from(customers)
      .where(and(eq(customers.shopId, shopId), inArray(customers.phone, phones.slice(from, from + 1000))));
    for (const { id, phone } of found) if (phone) owners.set(phone, id);
  }
  const issues: FieldIssue[] = [];
  for (const { row, values } of rows) {
    const phone = typeof values.ownerPhone === 'string' ? values.ownerPhone.trim() : '';
    const owner = owners.get(phone);
    values.customerId = owner ?? UNRESOLVED;
    if (!owner) issues.push({ field: `rows.${row}.ownerPhone`, messages: [phone ? 'errors.ownerPhoneNotFound' : 'validation.required'] });
  }
  return issues;
}
