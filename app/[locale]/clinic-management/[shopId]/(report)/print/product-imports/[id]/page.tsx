import { notFound } from 'next/navigation';
import { PageMessages } from '@/components/i18n/page-messages';
import { pageMetadata } from '@/components/layout/coming-soon';
import { ProductImportPrint } from '@/features/product-imports/components/product-import-print';
import { idParams } from '@/lib/contracts/params';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';

export const generateMetadata = () => pageMetadata('inventories.product-imports');

// The import on A4 (report layout): read through the API like its page, so the mock API serves it too.
export default async function ProductImportPrintPage({ params }: { params: Promise<{ shopId: string; id: string }> }) {
  const { shopId, id } = await params;
  if (!idParams.safeParse({ id }).success) notFound();
  return (
    <PageMessages namespaces={SCREEN_NAMESPACES.productImportPrint}>
      <ProductImportPrint shopId={shopId} importId={id} />
    </PageMessages>
  );
}
