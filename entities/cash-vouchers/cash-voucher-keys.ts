import { keyFactory } from '@/lib/api/key-factory';

// The cash book's keys: its lists, a voucher, and the balances of a period (a payment or a void
// anywhere in the books makes them all stale).
export const cashVoucherKeys = {
  ...keyFactory('cash-vouchers'),
  summary: (shopId: string, period: { from: string; to: string }) => ['cash-vouchers', 'summary', shopId, period] as const,
};
