'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/form-controls';
import { useApiErrorHandler } from '@/lib/api/use-api-error-handler';
import { voidBody } from '@/lib/contracts/book-rules';
import type { CashVoucher } from '@/lib/contracts/cash-vouchers';
import { formatVnd } from '@/lib/format';
import { applyServerErrors, FORM_OPTIONS } from '@/lib/forms';
import { notify } from '@/lib/toast';
import { useVoidCashVoucher } from '../api/void-cash-voucher';

type VoidInput = z.output<typeof voidBody>;

/**
 * Asks before voiding a voucher, with the reason the book will keep (required): the voucher stays,
 * struck through, and a voucher of the opposite type reverses it (DESIGN §6).
 */
export function VoidVoucherDialog({ shopId, voucher, onClose }: { shopId: string; voucher: CashVoucher; onClose: () => void }) {
  const t = useTranslations('cash-book');
  const handleError = useApiErrorHandler();
  const mutation = useVoidCashVoucher();
  const form = useForm<z.input<typeof voidBody>, unknown, VoidInput>({ ...FORM_OPTIONS, resolver: zodResolver(voidBody), defaultValues: { reason: '' } });

  const confirm = form.handleSubmit(({ reason }) =>
    mutation.mutate(
      { shopId, id: voucher.id, reason },
      {
        onSuccess: (voided) => {
          notify('success', t('void.done', { code: voided.code, reversal: voided.reversedBy?.code ?? '' }));
          onClose();
        },
        onError: (error) => applyServerErrors(form, error) || handleError(error),
      },
    ),
  );

  return (
    <ConfirmDialog
      show
      title={t('void.title', { code: voucher.code })}
      body={
        <>
          <p>{t('void.explain', { code: voucher.code, amount: formatVnd(voucher.amount) })}</p>
          <TextField form={form} name="reason" label={t('void.reason')} required as="textarea" rows={2} maxLength={500} autoFocus />
        </>
      }
      confirmLabel={t('void.confirm')}
      busy={mutation.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
