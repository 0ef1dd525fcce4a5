'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import type { UseFormReturn } from 'react-hook-form';
import { MoneyField, TextField } from '@/components/ui/form-controls';
import { PromotionMethod } from '@/lib/books/promotions';
import type { Promotion, PromotionFormInput, PromotionInput } from '@/lib/contracts/promotions';
import { PromotionProductField } from './promotion-product-field';

type Form = UseFormReturn<PromotionFormInput, unknown, PromotionInput>;
type DiscountBy = 'percent' | 'amount';

/** Percent off (with its cap) or an amount off: one of the two, the other field gone from the form. */
function DiscountFields({ form, promotion }: { form: Form; promotion?: Promotion }) {
  const t = useTranslations('promotions');
  const [by, setBy] = useState<DiscountBy>(promotion?.discountAmount != null ? 'amount' : 'percent');
  const field = (name: 'discountPercent' | 'discountCap' | 'discountAmount') => ({ form, name, label: t(`fields.${name}`) });
  return (
    <>
      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-2">{t('fields.discountBy')}</legend>
        {(['percent', 'amount'] as const).map((option) => (
          <Form.Check key={option} inline type="radio" id={`promotion-discount-${option}`} name="discountBy" label={t(`discountBy.${option}`)} checked={by === option} onChange={() => setBy(option)} />
        ))}
      </fieldset>
      {by === 'percent' ? (
        <Row>
          <Col md={6}>
            <TextField {...field('discountPercent')} required inputMode="decimal" />
          </Col>
          <Col md={6}>
            <MoneyField {...field('discountCap')} hint={t('hints.discountCap')} />
          </Col>
        </Row>
      ) : (
        <MoneyField {...field('discountAmount')} required />
      )}
    </>
  );
}

/**
 * The fields of the chosen method only (issue 18 §5): an invoice discount from a minimum subtotal,
 * an invoice gift from a minimum subtotal, or buy X × n and get Y × m. The form unregisters what a
 * method hides, so nothing of another method is sent.
 */
export function PromotionMethodFields({ form, method, shopId, promotion }: { form: Form; method: string; shopId: string; promotion?: Promotion }) {
  const t = useTranslations('promotions');
  const quantity = (name: 'buyQuantity' | 'giftQuantity') => <TextField form={form} name={name} label={t(`fields.${name}`)} required type="number" min={1} step={1} inputMode="numeric" />;
  const product = (name: 'buyProductId' | 'giftProductId', initial: Promotion['giftProduct']) => (
    <PromotionProductField shopId={shopId} form={form} name={name} label={t(`fields.${name === 'buyProductId' ? 'buyProduct' : 'giftProduct'}`)} initial={initial ?? null} />
  );
  const minSubtotal = <MoneyField form={form} name="minSubtotal" label={t('fields.minSubtotal')} />;

  if (method === PromotionMethod.INVOICE_DISCOUNT) {
    return (
      <>
        {minSubtotal}
        <DiscountFields form={form} promotion={promotion} />
      </>
    );
  }
  const gift = (
    <Row>
      <Col md={8}>{product('giftProductId', promotion?.giftProduct ?? null)}</Col>
      <Col md={4}>{quantity('giftQuantity')}</Col>
    </Row>
  );
  if (method === PromotionMethod.INVOICE_GIFT) {
    return (
      <>
        {minSubtotal}
        {gift}
      </>
    );
  }
  return (
    <>
      <Row>
        <Col md={8}>{product('buyProductId', promotion?.buyProduct ?? null)}</Col>
        <Col md={4}>{quantity('buyQuantity')}</Col>
      </Row>
      {gift}
      <Form.Text muted>{t('hints.productGift')}</Form.Text>
    </>
  );
}
