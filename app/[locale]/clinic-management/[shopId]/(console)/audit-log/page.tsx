import { Suspense } from 'react';
import { PageMessages } from '@/components/i18n/page-messages';
import { pageMetadata } from '@/components/layout/coming-soon';
import { AuditLogPage } from '@/features/audit-log/components/audit-log-page';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';

// Shop admins only: the proxy sends anyone else to /403 (the menu entry's STORE_AUDIT_LOG), and the API refuses them.
export const generateMetadata = () => pageMetadata('stores.audit-log');

export default async function ShopAuditLogPage({ params }: { params: Promise<{ shopId: string }> }) {
  const { shopId } = await params;
  return (
    <PageMessages namespaces={SCREEN_NAMESPACES.auditLog}>
      {/* the screen reads its days and filters from the URL (useSearchParams) */}
      <Suspense>
        <AuditLogPage shopId={shopId} />
      </Suspense>
    </PageMessages>
  );
}
