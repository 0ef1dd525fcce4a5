'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/form-controls';
import { useApiErrorHandler } from '@/lib/api/use-api-error-handler';
import { voidBody } from '@/lib/contracts/book-rules';
import type { ProductImport } from '@/lib/contracts/product-imports';
import { applyServerErrors, FORM_OPTIONS } from '@/lib/forms';
import { notify } from '@/lib/toast';
import { useVoidProductImport } from '../api/void-product-import';

/**
 * "Hủy phiếu" of a completed import (DESIGN §6, void never edit): says what it reverses and asks
 * why; the reason is required and stays with the import.
 */
export function VoidImportDialog({ shopId, record, onClose }: { shopId: string; record: ProductImport; onClose: () => void }) {
  const t = useTranslations('product-imports.view');
  const handleError = useApiErrorHandler();
  const mutation = useVoidProductImport(shopId);
  const form = useForm<z.input<typeof voidBody>, unknown, z.output<typeof voidBody>>({ ...FORM_OPTIONS, resolver: zodResolver(voidBody), defaultValues: { reason: '' } });
  const confirm = form.handleSubmit(({ reason }) =>
    mutation.mutate(
      { id: record.id, reason },
      {
        onSuccess: (voided) => (notify('success', t('voided', { code: voided.code })), onClose()),
        onError: (error) => applyServerErrors(form, error) || handleError(error),
      },
    ),
  );
  return (
    <ConfirmDialog
      show
      title={t('voidTitle', { code: record.code })}
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
