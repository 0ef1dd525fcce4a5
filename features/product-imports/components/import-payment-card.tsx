'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Card, Col, Form, Row } from 'react-bootstrap';
import type { UseFormReturn } from 'react-hook-form';
import { MoneyField } from '@/components/ui/form-controls';
import { FormField } from '@/components/ui/form-field';
import type { ProductImportInput } from '@/lib/contracts/product-imports';
import { PAYMENT_METHODS } from '@/lib/enums/cash';
import { registerClearing } from '@/lib/forms';
import type { ImportFormValues } from './import-form-values';
import { ImportTotals } from './import-totals';

interface ImportPaymentCardProps {
  form: UseFormReturn<ImportFormValues, unknown, ProductImportInput>;
  totals: { subtotal: number; total: number; debt: number };
}

/**
 * "Thanh toán": the import's discount and other costs (freight…), the sums they make, and what is
 * paid now and how — the total unless the user says otherwise; the rest stays owed to the supplier.
 */
export function ImportPaymentCard({ form, totals }: ImportPaymentCardProps) {
  const t = useTranslations('product-imports');
  const tc = useTranslations('common');
  const methodId = useId();
  return (
    <Card className="border-0 shadow-sm mb-3">
      <Card.Header className="bg-transparent fw-semibold">{t('form.payment')}</Card.Header>
      <Card.Body>
        <Row className="g-2">
          <Col sm={6}>
            <MoneyField form={form} name="discount" label={t('fields.importDiscount')} />
          </Col>
          <Col sm={6}>
            <MoneyField form={form} name="otherCosts" label={t('fields.otherCosts')} />
          </Col>
        </Row>
        <ImportTotals rows={[['subtotal', totals.subtotal], ['total', totals.total]]} />
        <Row className="g-2 mt-1">
          <Col sm={6}>
            <MoneyField form={form} name="payNow" label={t('fields.payNow')} />
          </Col>
          <Col sm={6}>
            <FormField id={methodId} label={t('fields.payMethod')}>
              <Form.Select {...registerClearing(form, 'payMethod')}>
                {PAYMENT_METHODS.map((method) => (
                  <option key={method} value={method}>
                    {tc(`paymentMethods.${method}`)}
                  </option>
                ))}
              </Form.Select>
            </FormField>
          </Col>
        </Row>
        <ImportTotals rows={[['debt', totals.debt]]} emphasis="debt" />
      </Card.Body>
    </Card>
  );
}
