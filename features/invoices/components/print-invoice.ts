import { shopPath } from '@/lib/paths';

/** An invoice's print view in its own tab, in the report layout (no menu), ready for an A5 printer. */
export const printInvoice = (locale: string, shopId: string, id: string) => window.open(`/${locale}${shopPath(shopId, `/print/invoices/${id}`)}`, '_blank', 'noopener');
