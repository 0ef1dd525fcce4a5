import { notFound } from 'next/navigation';
import { PageMessages } from '@/components/i18n/page-messages';
import { pageMetadata } from '@/components/layout/coming-soon';
import { DEFAULT_PRESET, presetPeriod } from '@/components/reports/report-period';
import { FinancialReportPrint } from '@/features/financial-reports/components/financial-report-print';
import { reportQuery } from '@/lib/contracts/reports';
import { todayIn } from '@/lib/format';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';
import { getSession } from '@/server/auth/get-session';
import { findAccessibleShop } from '@/server/auth/shop-access';
import { getDb } from '@/server/db/client';

export const generateMetadata = () => pageMetadata('financials.reports');

type Props = { params: Promise<{ shopId: string }>; searchParams: Promise<{ from?: string; to?: string; branch?: string }> };

// The financial report of ?from&to&branch on A4, as the screen that opens it shows it (this month
// when the URL names no period). The shop's header is read here (the layout above has checked the
// session and the shop); the figures through the API, which checks FINANCIAL_RECEIPT_PAYMENTS and
// the branch asked for.
export default async function FinancialReportPrintPage({ params, searchParams }: Props) {
  const [{ shopId }, asked] = await Promise.all([params, searchParams]);
  const session = (await getSession())!;
  const shop = (await findAccessibleShop(getDb(), session.user, shopId))!;
  const month = presetPeriod(DEFAULT_PRESET, todayIn(shop.timeZone));
  const query = reportQuery.safeParse({ from: asked.from || month.from, to: asked.to || month.to, branch: asked.branch || undefined });
  if (!query.success) notFound();
  return (
    <PageMessages namespaces={SCREEN_NAMESPACES.financialReportPrint}>
      <FinancialReportPrint shopId={shopId} period={query.data} shop={{ name: shop.name, address: shop.address, phone: shop.phone }} />
    </PageMessages>
  );
}
