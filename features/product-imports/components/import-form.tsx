'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Card, Col, Row } from 'react-bootstrap';
import { TextField } from '@/components/ui/form-controls';
import { useFieldMessage } from '@/components/ui/form-field';
import { useApiErrorHandler } from '@/lib/api/use-api-error-handler';
import type { ProductImport, ProductImportInput } from '@/lib/contracts/product-imports';
import { applyServerErrors } from '@/lib/forms';
import { notify } from '@/lib/toast';
import { useCancelProductImport } from '../api/cancel-product-import';
import { useSaveProductImport } from '../api/save-product-import';
import { amountOf } from './import-form-values';
import { ImportFormActions } from './import-form-actions';
import { ImportLinesCard } from './import-lines-card';
import { ImportPageHeader } from './import-page-header';
import { ImportPaymentCard } from './import-payment-card';
import { SupplierPicker } from './supplier-picker';
import { useImportForm } from './use-import-form';

interface ImportFormProps {
  shopId: string;
  /** the draft being edited; a new import without it */
  draft?: ProductImport;
  /** a new import was saved: its own page takes over */
  onSaved?: (saved: ProductImport) => void;
}

/**
 * A new import or a draft, editable: the supplier, the lines, the payment, and the note. Saving
 * keeps it a draft; completing it (confirmed) moves the stock and the money, sent with a key made
 * once for this form so that a retried request pays once.
 */
export function ImportForm({ shopId, draft, onSaved }: ImportFormProps) {
  const t = useTranslations('product-imports');
  const message = useFieldMessage();
  const handleError = useApiErrorHandler();
  const { form, lines, supplier, chooseSupplier, productOf, addProduct, addSheetLines, totals } = useImportForm(shopId, draft);
  const save = useSaveProductImport(shopId);
  const cancel = useCancelProductImport(shopId);
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  const send = (complete: boolean) =>
    form.handleSubmit((values: ProductImportInput) =>
      save.mutate(
        { id: draft?.id, body: { ...values, complete, ...(complete ? { idempotencyKey } : {}) } },
        {
          onSuccess: (saved) => {
            notify('success', t(complete ? 'form.completed' : 'form.draftSaved', { code: saved.code }));
            onSaved?.(saved);
          },
          onError: (error) => applyServerErrors(form, error) || handleError(error),
        },
      ),
    )();

  const cancelDraft = () => {
    if (!draft) return;
    cancel.mutate(draft.id, {
      onSuccess: (canceled) => notify('success', t('form.canceled', { code: canceled.code })),
      onError: (error) => handleError(error),
    });
  };

  const supplierError = form.formState.errors.supplierId?.message;
  return (
    <form noValidate onSubmit={(e) => e.preventDefault()}>
      <ImportPageHeader shopId={shopId} record={draft} />
      <Card className="border-0 shadow-sm mb-3">
        <Card.Body className="pb-0">
          <Row>
            <Col md={6}>
              <SupplierPicker shopId={shopId} value={supplier} onChange={chooseSupplier} error={supplierError && (supplier ? message(supplierError) : t('form.supplierRequired'))} />
            </Col>
            <Col md={6}>
              <TextField form={form} name="note" label={t('fields.note')} as="textarea" rows={1} maxLength={1000} />
            </Col>
          </Row>
        </Card.Body>
      </Card>
      <ImportLinesCard shopId={shopId} form={form} lines={lines} productOf={productOf} onPick={addProduct} onSheetLines={addSheetLines} />
      <Row>
        <Col lg={{ span: 6, offset: 6 }} xl={{ span: 5, offset: 7 }}>
          <ImportPaymentCard form={form} totals={totals} />
        </Col>
      </Row>
      <ImportFormActions
        busy={save.isPending || cancel.isPending}
        money={{ payNow: amountOf(form.getValues('payNow')), debt: totals.debt }}
        draftCode={draft?.code}
        onSaveDraft={() => send(false)}
        onCheck={() => form.trigger(undefined, { shouldFocus: true })}
        onComplete={() => send(true)}
        onCancelDraft={cancelDraft}
      />
    </form>
  );
}
