import { Suspense } from 'react';
import { PageMessages } from '@/components/i18n/page-messages';
import { pageMetadata } from '@/components/layout/coming-soon';
import { FinancialReportsPage } from '@/features/financial-reports/components/financial-reports-page';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';

export const generateMetadata = () => pageMetadata('financials.reports');

export default async function ShopFinancialReportsPage({ params }: { params: Promise<{ shopId: string }> }) {
  const { shopId } = await params;
  return (
    <PageMessages namespaces={SCREEN_NAMESPACES.financialReports}>
      {/* the screen reads its period and branch from the URL (useSearchParams) */}
      <Suspense>
        <FinancialReportsPage shopId={shopId} />
      </Suspense>
    </PageMessages>
  );
}
