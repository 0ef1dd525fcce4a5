import { shopPath } from '@/lib/paths';

/** A collection's receipt voucher (PT) on the cash book's voucher sheet, in its own tab, ready for an A5 printer. */
export const printReceipt = (locale: string, shopId: string, voucherId: string) => window.open(`/${locale}${shopPath(shopId, `/print/customer-debt-receipts/${voucherId}`)}`, '_blank', 'noopener');
