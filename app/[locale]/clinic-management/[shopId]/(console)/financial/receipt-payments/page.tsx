import { Suspense } from 'react';
import { PageMessages } from '@/components/i18n/page-messages';
import { pageMetadata } from '@/components/layout/coming-soon';
import { CashBookPage } from '@/features/cash-book/components/cash-book-page';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';

export const generateMetadata = () => pageMetadata('financials.receipt-payments');

export default async function ShopCashBookPage({ params }: { params: Promise<{ shopId: string }> }) {
  const { shopId } = await params;
  return (
    <PageMessages namespaces={SCREEN_NAMESPACES.cashBook}>
      {/* the screen reads its period and filters from the URL (useSearchParams) */}
      <Suspense>
        <CashBookPage shopId={shopId} />
      </Suspense>
    </PageMessages>
  );
}
