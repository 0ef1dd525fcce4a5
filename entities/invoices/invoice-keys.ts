import { keyFactory } from '@/lib/api/key-factory';

// Invoices (HD…): the sales history's lists and one invoice (detail by invoice id). A sale, a
// payment on what an invoice owes or a void anywhere makes them all stale.
export const invoiceKeys = keyFactory('invoices');
