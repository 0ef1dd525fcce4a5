import { keyFactory } from '@/lib/api/key-factory';

// Who owes the shop: the list, and one customer's invoices and collections (detail by customer id).
export const customerDebtKeys = keyFactory('customer-debts');
