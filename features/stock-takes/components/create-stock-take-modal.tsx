'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Form } from 'react-bootstrap';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { SelectField, TextField } from '@/components/ui/form-controls';
import { FormModal } from '@/components/ui/form-modal';
import { useProductGroupOptions } from '@/entities/products/product-group-options';
import { useApiErrorHandler } from '@/lib/api/use-api-error-handler';
import { type StockTake, stockTakeCreateBody } from '@/lib/contracts/stock-takes';
import { applyServerErrors, FORM_OPTIONS, registerClearing } from '@/lib/forms';
import { notify } from '@/lib/toast';
import { useCreateStockTake } from '../api/create-stock-take';

// The scope is said in so many words (all products, or a group picked from the list) and becomes
// the contract's `productGroup`: null for everything, never assumed from an empty select.
const { productGroup, note } = stockTakeCreateBody.shape;
const createForm = z
  .object({ scope: z.enum(['all', 'group']), productGroup, note })
  .superRefine((v, ctx) => {
    if (v.scope === 'group' && v.productGroup === null) ctx.addIssue({ code: 'custom', path: ['productGroup'], message: 'validation.required' });
  })
  .transform((v) => ({ productGroup: v.scope === 'all' ? null : v.productGroup, note: v.note }));

type FormInput = z.input<typeof createForm>;

/** "Tạo phiếu kiểm kho": count every active product or one group; the new sheet opens once made. */
export function CreateStockTakeModal({ shopId, onCreated, onClose }: { shopId: string; onCreated: (sheet: StockTake) => void; onClose: () => void }) {
  const t = useTranslations('stock-takes');
  const groups = useProductGroupOptions();
  const handleError = useApiErrorHandler();
  const mutation = useCreateStockTake();
  const form = useForm<FormInput, unknown, z.output<typeof createForm>>({ ...FORM_OPTIONS, resolver: zodResolver(createForm), defaultValues: { scope: 'all', productGroup: '', note: '' } });
  const byGroup = useWatch({ control: form.control, name: 'scope' }) === 'group';

  const submit = form.handleSubmit((values) =>
    mutation.mutate(
      { shopId, values },
      {
        onSuccess: (sheet) => (notify('success', t('createForm.created', { code: sheet.code })), onCreated(sheet)),
        onError: (error) => applyServerErrors(form, error) || handleError(error),
      },
    ),
  );

  return (
    <FormModal title={t('create')} saving={mutation.isPending} onSubmit={submit} onClose={onClose}>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('createForm.scope')}</legend>
        <Form.Check type="radio" id="stock-take-scope-all" value="all" label={t('createForm.all')} {...registerClearing(form, 'scope')} />
        <Form.Check type="radio" id="stock-take-scope-group" value="group" label={t('createForm.group')} {...registerClearing(form, 'scope')} />
        <Form.Text muted>{t('createForm.hint')}</Form.Text>
      </fieldset>
      {byGroup && <SelectField form={form} name="productGroup" label={t('createForm.groupLabel')} options={groups} required />}
      <TextField form={form} name="note" label={t('fields.note')} as="textarea" rows={2} />
    </FormModal>
  );
}
