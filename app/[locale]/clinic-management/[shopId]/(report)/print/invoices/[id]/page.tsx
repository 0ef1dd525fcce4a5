import { notFound } from 'next/navigation';
import { PageMessages } from '@/components/i18n/page-messages';
import { pageMetadata } from '@/components/layout/coming-soon';
import { InvoicePrint } from '@/features/invoices/components/invoice-print';
import { idParams } from '@/lib/contracts/params';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';
import { getSession } from '@/server/auth/get-session';
import { findAccessibleShop } from '@/server/auth/shop-access';
import { getDb } from '@/server/db/client';

export const generateMetadata = () => pageMetadata('histories.sales');

// An invoice on A5 for the customer. The shop's header is read here (the layout above has checked
// the session and the shop); the invoice through the API, which checks ACTIVITY_HISTORY_EXECUTE_SESSION
// and answers 404 for another shop's.
export default async function InvoicePrintPage({ params }: { params: Promise<{ shopId: string; id: string }> }) {
  const { shopId, id } = await params;
  if (!idParams.safeParse({ id }).success) notFound();
  const session = (await getSession())!;
  const shop = (await findAccessibleShop(getDb(), session.user, shopId))!;
  return (
    <PageMessages namespaces={SCREEN_NAMESPACES.invoicePrint}>
      <InvoicePrint shopId={shopId} invoiceId={id} shop={{ name: shop.name, address: shop.address, phone: shop.phone }} />
    </PageMessages>
  );
}
