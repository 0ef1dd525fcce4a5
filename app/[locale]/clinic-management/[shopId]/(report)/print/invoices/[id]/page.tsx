import { notFound } from 'next/navigation';
import { PageMessages } from '@/components/i18n/page-messages';
import { pageMetadata } from '@/components/layout/coming-soon';
import { InvoicePrint } from '@/features/invoices/components/invoice-print';
import { InvoiceReceipt } from '@/features/invoices/components/invoice-receipt';
import { invoicePaper } from '@/entities/invoices/print-invoice';
import { idParams } from '@/lib/contracts/params';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';
import { getSession } from '@/server/auth/get-session';
import { findAccessibleShop } from '@/server/auth/shop-access';
import { getDb } from '@/server/db/client';
import { toShopResponse } from '@/server/modules/shops/to-shop-response';

export const generateMetadata = () => pageMetadata('histories.sales');

interface InvoicePrintPageProps {
  params: Promise<{ shopId: string; id: string }>;
  searchParams: Promise<{ paper?: string | string[] }>;
}

// An invoice on A5 for the customer, or with ?paper=receipt on the counter's 80 mm roll. The shop's
// header and bank account are read here (the layout above has checked the session and the shop);
// the invoice through the API, which checks ACTIVITY_HISTORY_EXECUTE_SESSION and answers 404 for
// another shop's.
export default async function InvoicePrintPage({ params, searchParams }: InvoicePrintPageProps) {
  const { shopId, id } = await params;
  if (!idParams.safeParse({ id }).success) notFound();
  const session = (await getSession())!;
  const { name, address, phone, logo, bankInfo } = toShopResponse((await findAccessibleShop(getDb(), session.user, shopId))!);
  const shop = { name, address, phone, logo, bankInfo };
  const Print = invoicePaper((await searchParams).paper) === 'receipt' ? InvoiceReceipt : InvoicePrint;
  return (
    <PageMessages namespaces={SCREEN_NAMESPACES.invoicePrint}>
      <Print shopId={shopId} invoiceId={id} shop={shop} />
    </PageMessages>
  );
}
