import { notFound } from 'next/navigation';
import { pageMetadata } from '@/components/layout/coming-soon';
import { PageMessages } from '@/components/i18n/page-messages';
import { StockTakeSheetPage } from '@/features/stock-takes/components/stock-take-sheet-page';
import { idParams } from '@/lib/contracts/params';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';

export const generateMetadata = () => pageMetadata('inventories.inventories');

export default async function ShopStockTakePage({ params }: { params: Promise<{ shopId: string; id: string }> }) {
  const { shopId, id } = await params;
  if (!idParams.safeParse({ id }).success) notFound();
  return (
    <PageMessages namespaces={SCREEN_NAMESPACES.stockTake}>
      <StockTakeSheetPage shopId={shopId} stockTakeId={id} />
    </PageMessages>
  );
}
