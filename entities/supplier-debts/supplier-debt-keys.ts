import { keyFactory } from '@/lib/api/key-factory';

// What the shop owes its suppliers: the list, and one supplier's imports and payments (detail by supplier id).
export const supplierDebtKeys = keyFactory('supplier-debts');
