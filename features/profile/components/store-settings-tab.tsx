'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { useApiErrorHandler } from '@/lib/api/use-api-error-handler';
import { PRINT_AFTER_PAYMENT, type ShopResponse, updateShopInfoBody } from '@/lib/contracts/shops';
import { parseVatPercent } from '@/lib/contracts/rules';
import { applyServerErrors, FORM_OPTIONS, registerClearing } from '@/lib/forms';
import { notify } from '@/lib/toast';
import { useUpdateShopInfo } from '../api/update-shop-info';
import { BankSelect } from './bank-select';
import { EditActions } from './edit-actions';
import { LogoPicker } from './logo-picker';
import { VatSettingsFields } from './vat-settings-fields';

export type ShopFormInput = z.input<typeof updateShopInfoBody>;

const toForm = (s: ShopResponse): ShopFormInput => ({
  name: s.name,
  alias: s.alias,
  phone: s.phone ?? '',
  address: s.address ?? '',
  bankInfo: {
    bankName: s.bankInfo.bankName ?? '',
    accountNumber: s.bankInfo.accountNumber ?? '',
    bankBranch: s.bankInfo.bankBranch ?? '',
    accountName: s.bankInfo.accountName ?? '',
  },
  vatSettings: s.vatSettings,
  allowSellingOutOfStock: s.allowSellingOutOfStock,
  printAfterPayment: s.printAfterPayment,
  opensAt: s.opensAt,
  closesAt: s.closesAt,
  lateCheckOutAfter: s.lateCheckOutAfter,
});

/** The store's settings, for the shop admin (SPEC §2); the logo is not part of the validation. */
export function StoreSettingsTab({ shop, shopId }: { shop: ShopResponse; shopId: string }) {
  const t = useTranslations('profile');
  const router = useRouter();
  const handleError = useApiErrorHandler();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(shop);
  const [logo, setLogo] = useState<File | null>(null);
  // remounts the logo picker (and forgets a rejected file) on cancel and after a save
  const [pickerKey, setPickerKey] = useState(0);
  const mutation = useUpdateShopInfo(shopId);
  const form = useForm<ShopFormInput, unknown, z.output<typeof updateShopInfoBody>>({ ...FORM_OPTIONS, resolver: zodResolver(updateShopInfoBody), defaultValues: toForm(shop) });
  const { errors } = form.formState;

  const cancel = () => {
    form.reset(toForm(saved));
    setLogo(null);
    setPickerKey((k) => k + 1);
    setEditing(false);
  };
  const submit = form.handleSubmit((values) => {
    const vatSettings = Object.fromEntries(
      Object.entries(values.vatSettings).map(([k, v]) => [k, { isEnabled: v.isEnabled, percent: parseVatPercent(v.percent) }]),
    ) as typeof values.vatSettings;
    mutation.mutate(
      { values: { ...values, vatSettings }, logo },
      {
        onSuccess: (updated) => {
          setSaved(updated);
          form.reset(toForm(updated));
          setLogo(null);
          setPickerKey((k) => k + 1);
          setEditing(false);
          notify('success', t('saved'));
          router.refresh();
        },
        onError: (error) => applyServerErrors(form, error) || handleError(error),
      },
    );
  });

  const text = (name: 'name' | 'alias' | 'phone' | 'address', required = true, extra: Record<string, unknown> = {}) => (
    <FormField id={`shop-${name}`} label={t(`shop.${name}`)} required={required} error={errors[name]?.message}>
      <Form.Control {...registerClearing(form, name)} isInvalid={!!errors[name]} {...extra} />
    </FormField>
  );
  const clock = (name: 'opensAt' | 'closesAt' | 'lateCheckOutAfter', hint?: string) => (
    <FormField id={`shop-${name}`} label={t(`shop.${name}`)} required error={errors[name]?.message} hint={hint}>
      <Form.Control type="time" step={60} {...registerClearing(form, name)} isInvalid={!!errors[name]} />
    </FormField>
  );
  const bank = (name: 'accountNumber' | 'accountName' | 'bankName' | 'bankBranch') => (
    <FormField id={`shop-bank-${name}`} label={t(`shop.bank.${name}`)} error={errors.bankInfo?.[name]?.message}>
      {name === 'bankName' ? (
        <BankSelect {...registerClearing(form, 'bankInfo.bankName')} current={saved.bankInfo.bankName} noneLabel={t('shop.bank.none')} isInvalid={!!errors.bankInfo?.bankName} />
      ) : (
        <Form.Control {...registerClearing(form, `bankInfo.${name}`)} isInvalid={!!errors.bankInfo?.[name]} />
      )}
    </FormField>
  );

  return (
    <Form onSubmit={submit} noValidate aria-label={t('tabs.storeSettings')}>
      <fieldset disabled={!editing || mutation.isPending}>
        <LogoPicker key={pickerKey} current={saved.logo} file={logo} onChange={setLogo} disabled={!editing} />
        <Row>
          <Col md={6}>{text('name')}</Col>
          <Col md={6}>{text('alias')}</Col>
          <Col md={6}>{text('phone', true, { inputMode: 'tel' })}</Col>
          <Col md={6}>{text('address')}</Col>
        </Row>
        <h2 className="h6 mt-2">{t('shop.payment')}</h2>
        <Row>
          <Col md={6}>{bank('accountNumber')}</Col>
          <Col md={6}>{bank('accountName')}</Col>
          <Col md={6}>{bank('bankName')}</Col>
          <Col md={6}>{bank('bankBranch')}</Col>
        </Row>
        <VatSettingsFields form={form as unknown as UseFormReturn<ShopFormInput, unknown, unknown>} />
        <h2 className="h6 mt-4">{t('shop.stock')}</h2>
        <Form.Check type="switch" role="switch" id="shop-allow-selling-out-of-stock" label={t('shop.allowSellingOutOfStock')} {...form.register('allowSellingOutOfStock')} />
        <Form.Text muted>{t('shop.allowSellingOutOfStockHint')}</Form.Text>
        <h2 className="h6 mt-4">{t('shop.hours')}</h2>
        <Row>
          <Col sm={4}>{clock('opensAt', t('shop.opensAtHint'))}</Col>
          <Col sm={4}>{clock('closesAt')}</Col>
          <Col sm={4}>{clock('lateCheckOutAfter', t('shop.lateCheckOutAfterHint'))}</Col>
        </Row>
        <h2 className="h6 mt-4">{t('shop.printing')}</h2>
        <Form.Group controlId="shop-print-after-payment" className="col-md-6">
          <Form.Label>{t('shop.printAfterPayment')}</Form.Label>
          <Form.Select {...form.register('printAfterPayment')}>
            {PRINT_AFTER_PAYMENT.map((paper) => (
              <option key={paper} value={paper}>
                {t(`shop.printPapers.${paper}`)}
              </option>
            ))}
          </Form.Select>
          <Form.Text muted>{t('shop.printAfterPaymentHint')}</Form.Text>
        </Form.Group>
      </fieldset>
      <div className="mt-4">
        <EditActions editing={editing} saving={mutation.isPending} onEdit={() => setEditing(true)} onCancel={cancel} />
      </div>
    </Form>
  );
}
