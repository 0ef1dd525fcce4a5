'use client';

import { useTranslations } from 'next-intl';
import { VoidDialog } from '@/components/ui/void-dialog';
import type { ProductImport } from '@/lib/contracts/product-imports';
import { notify } from '@/lib/toast';
import { useVoidProductImport } from '../api/void-product-import';

/** "Hủy phiếu" of a completed import: its goods leave stock and what was paid comes back. */
export function VoidImportDialog({ shopId, record, onClose }: { shopId: string; record: ProductImport; onClose: () => void }) {
  const t = useTranslations('product-imports.view');
  const mutation = useVoidProductImport(shopId);
  return (
    <VoidDialog
      title={t('voidTitle', { code: record.code })}
      explain={t('voidBody')}
      reasonLabel={t('voidReason')}
      confirmLabel={t('void')}
      busy={mutation.isPending}
      onVoid={(reason, onError) =>
        mutation.mutate({ id: record.id, reason }, { onSuccess: (voided) => (notify('success', t('voided', { code: voided.code })), onClose()), onError })
      }
      onClose={onClose}
    />
  );
}
