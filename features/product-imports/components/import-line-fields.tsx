'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { DateField } from '@/components/ui/date-field';
import { MoneyField, TextField } from '@/components/ui/form-controls';
import { FormField } from '@/components/ui/form-field';
import { importLineAmount } from '@/lib/books/import-totals';
import type { ProductImportInput } from '@/lib/contracts/product-imports';
import { formatVnd, today } from '@/lib/format';
import { amountOf, factorOf, type ImportFormValues, isPastDay, type LineProduct } from './import-form-values';

interface ImportLineFieldsProps {
  form: UseFormReturn<ImportFormValues, unknown, ProductImportInput>;
  index: number;
  product: LineProduct | undefined;
  onRemove: () => void;
}

/**
 * One line of the import: its product, the unit it comes in (the base unit or a larger one, with
 * the base quantity it makes), quantity, unit cost, discount, batch and expiry (a day already past
 * is allowed, with a warning), and its amount as typed.
 */
export function ImportLineFields({ form, index, product, onRemove }: ImportLineFieldsProps) {
  const t = useTranslations('product-imports');
  const unitId = useId();
  const name = <F extends string>(field: F) => `lines.${index}.${field}` as const;
  const line = useWatch({ control: form.control, name: `lines.${index}` });
  const factor = factorOf(product, line?.unitName);
  const amount = importLineAmount({ quantity: amountOf(line?.quantity), unitCost: amountOf(line?.unitCost), discount: amountOf(line?.discount) });
  const unitError = form.getFieldState(name('unitName'), form.formState).error?.message;
  const title = product ? product.name : '';

  // a unit cost still at the product's average cost follows the unit chosen (a box of 10 costs ten tablets)
  const unitField = form.register(name('unitName'), {
    onChange: (e: { target: { value: string } }) => {
      form.clearErrors(name('unitName'));
      const cost = amountOf(form.getValues(name('unitCost')));
      if (product && product.averageCost > 0 && cost === product.averageCost * factor) form.setValue(name('unitCost'), product.averageCost * factorOf(product, e.target.value));
    },
  });

  return (
    <div role="group" aria-label={t('form.line', { n: index + 1, product: title })} className="border rounded p-2 pb-0 mb-2">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <div>
          <span className="fw-semibold">
            {index + 1}. {title}
          </span>{' '}
          <span className="small text-body-secondary">{product?.code}</span>
        </div>
        <div className="d-flex align-items-center gap-3">
          <span>
            {t('fields.amount')}: <strong>{formatVnd(amount)}</strong>
          </span>
          <Button size="sm" variant="outline-danger" onClick={onRemove} aria-label={t('form.removeLine', { n: index + 1 })}>
            <i className="bi bi-trash" aria-hidden="true" />
          </Button>
        </div>
      </div>
      <Row className="g-2">
        <Col xs={6} md={4} xl={2}>
          <FormField id={unitId} label={t('fields.unitName')} required error={unitError}>
            <Form.Select {...unitField} isInvalid={!!unitError}>
              <option value={product?.unit}>{product?.unit}</option>
              {product?.units.map((u) => (
                <option key={u.name} value={u.name}>
                  {u.name} (= {u.factor} {product.unit})
                </option>
              ))}
            </Form.Select>
          </FormField>
        </Col>
        <Col xs={6} md={4} xl={2}>
          <TextField
            form={form}
            name={name('quantity')}
            label={t('fields.quantity')}
            required
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            hint={factor > 1 && product ? t('form.baseQuantity', { quantity: amountOf(line?.quantity) * factor, unit: product.unit }) : undefined}
          />
        </Col>
        <Col xs={6} md={4} xl={2}>
          <MoneyField form={form} name={name('unitCost')} label={t('fields.unitCost')} required />
        </Col>
        <Col xs={6} md={4} xl={2}>
          <MoneyField form={form} name={name('discount')} label={t('fields.discount')} />
        </Col>
        <Col xs={6} md={4} xl={2}>
          <TextField form={form} name={name('batchNo')} label={t('fields.batchNo')} maxLength={50} />
        </Col>
        <Col xs={6} md={4} xl={2}>
          <DateField
            form={form}
            name={name('expiresOn')}
            label={t('fields.expiresOn')}
            hint={
              isPastDay(line?.expiresOn, today()) ? (
                <span className="text-warning-emphasis">
                  <i className="bi bi-exclamation-triangle me-1" aria-hidden="true" />
                  {t('form.expired')}
                </span>
              ) : undefined
            }
          />
        </Col>
      </Row>
    </div>
  );
}
