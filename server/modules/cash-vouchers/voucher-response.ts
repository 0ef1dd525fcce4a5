import { eq, getTableColumns } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CashVoucher } from '@/lib/contracts/cash-vouchers';
import { MANUAL_CATEGORIES, VoucherCategory, type VoucherType } from '@/lib/enums/cash';
import type { DbOrTx } from '../../db/client';
import { cashVouchers } from '../../db/schema/cash-vouchers';
import { users } from '../../db/schema/users';

const reversed = alias(cashVouchers, 'reversed');
const reversal = alias(cashVouchers, 'reversal');
const voider = alias(users, 'voider');

/** Vouchers with who wrote and voided them, the voucher each reverses and the one that reversed it. */
export const selectVouchers = (db: DbOrTx) =>
  db
    .select({
      voucher: getTableColumns(cashVouchers),
      createdBy: { id: users.id, name: users.name },
      voidedBy: { id: voider.id, name: voider.name },
      reverses: { id: reversed.id, code: reversed.code },
      reversedBy: { id: reversal.id, code: reversal.code },
    })
    .from(cashVouchers)
    .innerJoin(users, eq(users.id, cashVouchers.createdBy))
    .leftJoin(voider, eq(voider.id, cashVouchers.voidedBy))
    .leftJoin(reversed, eq(reversed.id, cashVouchers.reversesId))
    .leftJoin(reversal, eq(reversal.reversesId, cashVouchers.id))
    .$dynamic();

type Selected = Awaited<ReturnType<typeof selectVouchers>>[number];

/**
 * May this voucher be voided from the cash book? Manual vouchers and supplier debt payments, once,
 * and never a reversal; a document's own vouchers go with the document.
 */
export function voidableHere(v: { category: string; type: string; documentType: string | null; reversesId: string | null; voidedAt: Date | null }): boolean {
  if (v.voidedAt || v.reversesId || v.documentType) return false;
  return v.category === VoucherCategory.SUPPLIER_DEBT || MANUAL_CATEGORIES[v.type as VoucherType].includes(v.category as VoucherCategory);
}

export function toVoucherResponse({ voucher: v, createdBy, voidedBy, reverses, reversedBy }: Selected): CashVoucher {
  return {
    id: v.id,
    code: v.code,
    type: v.type,
    category: v.category,
    payerType: v.payerType,
    payerId: v.customerId ?? v.supplierId ?? v.employeeId,
    payerName: v.payerName,
    amount: v.amount,
    method: v.method,
    documentType: v.documentType,
    documentId: v.documentId,
    documentCode: v.documentCode,
    note: v.note,
    createdAt: v.createdAt.toISOString(),
    createdBy,
    voidedAt: v.voidedAt?.toISOString() ?? null,
    voidedBy: voidedBy?.id ? voidedBy : null,
    voidReason: v.voidReason,
    reverses: reverses?.id ? reverses : null,
    reversedBy: reversedBy?.id ? reversedBy : null,
    canVoid: voidableHere(v),
  };
}
