'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTimeZone, useTranslations } from 'next-intl';
import { Col, Row } from 'react-bootstrap';
import { useForm, useWatch } from 'react-hook-form';
import { DateField } from '@/components/ui/date-field';
import { SelectField, SwitchField, TextField } from '@/components/ui/form-controls';
import { FormModal } from '@/components/ui/form-modal';
import { useApiErrorHandler } from '@/lib/api/use-api-error-handler';
import { PromotionMethod } from '@/lib/books/promotions';
import { type Promotion, promotionBody, type PromotionFormInput, type PromotionInput } from '@/lib/contracts/promotions';
import { InvoiceKind } from '@/lib/enums/invoices';
import { todayIn } from '@/lib/format';
import { applyServerErrors, FORM_OPTIONS } from '@/lib/forms';
import { notify } from '@/lib/toast';
import { useSavePromotion } from '../api/save-promotion';
import { usePromotionOptions } from './promotion-labels';
import { PromotionKindsField } from './promotion-kinds-field';
import { PromotionMethodFields } from './promotion-method-fields';

const blank = (v: number | null | undefined) => (v == null ? '' : String(v));

const toForm = (p: Promotion | undefined, today: string): PromotionFormInput => ({
  code: p?.code ?? '',
  name: p?.name ?? '',
  method: p?.method ?? PromotionMethod.INVOICE_DISCOUNT,
  startsOn: p?.startsOn ?? today,
  endsOn: p?.endsOn ?? '',
  // a new promotion is for the counter's sales until said otherwise
  kinds: p?.kinds ?? [InvoiceKind.RETAIL],
  minSubtotal: blank(p?.minSubtotal || null),
  discountPercent: blank(p?.discountPercent),
  discountCap: blank(p?.discountCap),
  discountAmount: blank(p?.discountAmount),
  buyProductId: p?.buyProduct?.id ?? '',
  buyQuantity: blank(p?.buyQuantity),
  giftProductId: p?.giftProduct?.id ?? '',
  giftQuantity: blank(p?.giftQuantity),
  ...(p ? { isActive: p.isActive } : {}),
});

interface PromotionFormModalProps {
  shopId: string;
  /** the promotion to edit; without it the form adds one */
  promotion?: Promotion;
  onClose: () => void;
}

/**
 * Add or edit a promotion (issue 18 §5) with the contract the server parses: code, name, method,
 * days, invoice kinds, then only what the chosen method gives. Editing changes what checkout gives
 * from now on; invoices already issued keep theirs.
 */
export function PromotionFormModal({ shopId, promotion, onClose }: PromotionFormModalProps) {
  const t = useTranslations('promotions');
  const handleError = useApiErrorHandler();
  const mutation = useSavePromotion();
  const { methods } = usePromotionOptions();
  // hidden fields leave the form's values, so a method sends only what it gives
  const form = useForm<PromotionFormInput, unknown, PromotionInput>({ ...FORM_OPTIONS, shouldUnregister: true, resolver: zodResolver(promotionBody), defaultValues: toForm(promotion, todayIn(useTimeZone())) });
  const method = useWatch({ control: form.control, name: 'method' });
  const field = (name: 'code' | 'name' | 'startsOn' | 'endsOn' | 'isActive') => ({ form, name, label: t(`fields.${name}`) });

  const submit = form.handleSubmit((values) =>
    mutation.mutate(
      { id: promotion?.id, values },
      {
        onSuccess: (saved) => {
          notify('success', t(promotion ? 'updated' : 'created', { code: saved.code }));
          onClose();
        },
        onError: (error) => applyServerErrors(form, error) || handleError(error),
      },
    ),
  );

  return (
    <FormModal title={promotion ? t('edit') : t('create')} size="lg" saving={mutation.isPending} onSubmit={submit} onClose={onClose}>
      <Row>
        <Col md={4}>
          <TextField {...field('code')} required autoFocus maxLength={30} />
        </Col>
        <Col md={8}>
          <TextField {...field('name')} required maxLength={100} />
        </Col>
        <Col md={6}>
          <DateField {...field('startsOn')} required />
        </Col>
        <Col md={6}>
          <DateField {...field('endsOn')} hint={t('hints.endsOn')} />
        </Col>
      </Row>
      <PromotionKindsField form={form} />
      <SelectField form={form} name="method" label={t('fields.method')} required options={methods} />
      {/* remounted per method: its fields come back with the promotion's own values, as the form's defaults hold them */}
      <PromotionMethodFields key={method} form={form} method={method} shopId={shopId} promotion={promotion} />
      {promotion && <SwitchField {...field('isActive')} />}
    </FormModal>
  );
}
