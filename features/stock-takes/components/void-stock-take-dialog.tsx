'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/form-controls';
import { voidBody } from '@/lib/contracts/book-rules';
import type { StockTake } from '@/lib/contracts/stock-takes';
import { FORM_OPTIONS } from '@/lib/forms';
import { notify } from '@/lib/toast';
import { useVoidStockTake } from '../api/void-stock-take';

/**
 * "Hủy phiếu" of a completed stock-take (DESIGN §6, void never edit): says that its adjustments
 * will be reversed and asks why; the reason is required and stays with the sheet.
 */
export function VoidStockTakeDialog({ shopId, sheet, onClose }: { shopId: string; sheet: StockTake; onClose: () => void }) {
  const t = useTranslations('stock-takes.sheet');
  const mutation = useVoidStockTake();
  const form = useForm<z.input<typeof voidBody>, unknown, z.output<typeof voidBody>>({ ...FORM_OPTIONS, resolver: zodResolver(voidBody), defaultValues: { reason: '' } });
  const confirm = form.handleSubmit(({ reason }) =>
    mutation.mutate({ shopId, id: sheet.id, reason }, (voided) => {
      notify('success', t('voided', { code: voided.code }));
      onClose();
    }),
  );
  return (
    <ConfirmDialog
      show
      title={t('voidTitle', { code: sheet.code })}
      body={
        <>
          <p>{t('voidBody')}</p>
          <TextField form={form} name="reason" label={t('voidReason')} required as="textarea" rows={3} maxLength={500} autoFocus />
        </>
      }
      confirmLabel={t('void')}
      busy={mutation.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
