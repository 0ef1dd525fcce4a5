import { notFound } from 'next/navigation';
import { PageMessages } from '@/components/i18n/page-messages';
import { pageMetadata } from '@/components/layout/coming-soon';
import { ReceiptPrint } from '@/features/customer-debts/components/receipt-print';
import { idParams } from '@/lib/contracts/params';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';
import { getSession } from '@/server/auth/get-session';
import { findAccessibleShop } from '@/server/auth/shop-access';
import { getDb } from '@/server/db/client';

export const generateMetadata = () => pageMetadata('debts.customers');

// A debt collection's receipt on A5, as the cash book prints its vouchers. The shop's header is read
// here (the layout above has checked the session and the shop); the receipt through the API, which
// checks DEBT_PROCESS_CUSTOMER_PAYMENT and answers 404 for another shop's or another kind of voucher.
export default async function CustomerDebtReceiptPrintPage({ params }: { params: Promise<{ shopId: string; id: string }> }) {
  const { shopId, id } = await params;
  if (!idParams.safeParse({ id }).success) notFound();
  const session = (await getSession())!;
  const shop = (await findAccessibleShop(getDb(), session.user, shopId))!;
  return (
    <PageMessages namespaces={SCREEN_NAMESPACES.customerDebtReceiptPrint}>
      <ReceiptPrint shopId={shopId} voucherId={id} shop={{ name: shop.name, address: shop.address, phone: shop.phone }} />
    </PageMessages>
  );
}
