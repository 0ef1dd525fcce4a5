'use client';

import { useTranslations } from 'next-intl';
import { VoidDialog } from '@/components/ui/void-dialog';
import type { StockTake } from '@/lib/contracts/stock-takes';
import { notify } from '@/lib/toast';
import { useVoidStockTake } from '../api/void-stock-take';

/**
 * "Hủy phiếu" of a completed stock-take: its adjustments are reversed. A refusal (the goods found
 * are gone since) is toasted by the global handler, as every sheet action's is.
 */
export function VoidStockTakeDialog({ shopId, sheet, onClose }: { shopId: string; sheet: StockTake; onClose: () => void }) {
  const t = useTranslations('stock-takes.sheet');
  const mutation = useVoidStockTake();
  return (
    <VoidDialog
      title={t('voidTitle', { code: sheet.code })}
      explain={t('voidBody')}
      reasonLabel={t('voidReason')}
      confirmLabel={t('void')}
      busy={mutation.isPending}
      onVoid={(reason) => mutation.mutate({ shopId, id: sheet.id, reason }, (voided) => (notify('success', t('voided', { code: voided.code })), onClose()))}
      onClose={onClose}
    />
  );
}
