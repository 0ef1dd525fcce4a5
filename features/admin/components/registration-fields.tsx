'use client';

import { useTranslations } from 'next-intl';
import { Col, Form, Row } from 'react-bootstrap';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import type { registerShopBody } from '@/lib/contracts/admin';
import { TIMEFRAME_VALUES } from '@/lib/enums/subscriptions';
import { registerClearing } from '@/lib/forms';

export type RegistrationInput = z.input<typeof registerShopBody>;
export type RegistrationForm = UseFormReturn<RegistrationInput, unknown, z.output<typeof registerShopBody>>;

export const EMPTY_REGISTRATION: RegistrationInput = {
  shopName: '',
  name: '',
  phoneNumber: '',
  email: '',
  address: '',
  gender: '',
  timeframe: '1-01M',
  password: '',
  confirmPassword: '',
};

/** The Registration fields of SPEC §3 (a shop and its admin account). */
export function RegistrationFields({ form }: { form: RegistrationForm }) {
  const t = useTranslations('admin.registration');
  const { errors } = form.formState;
  const text = (name: 'shopName' | 'name' | 'phoneNumber' | 'email' | 'address', required = true, props: Record<string, unknown> = {}) => (
    <FormField id={`registration-${name}`} label={t(name)} required={required} error={errors[name]?.message}>
      <Form.Control {...registerClearing(form, name)} isInvalid={!!errors[name]} {...props} />
    </FormField>
  );
  const password = (name: 'password' | 'confirmPassword') => (
    <FormField id={`registration-${name}`} label={t(name)} required error={errors[name]?.message}>
      <PasswordInput {...registerClearing(form, name)} isInvalid={!!errors[name]} autoComplete="new-password" />
    </FormField>
  );
  return (
    <Row>
      <Col md={12}>{text('shopName', true, { autoFocus: true })}</Col>
      <Col md={6}>{text('name')}</Col>
      <Col md={6}>{text('phoneNumber', true, { inputMode: 'tel' })}</Col>
      <Col md={6}>{text('email', true, { type: 'email' })}</Col>
      <Col md={6}>
        <FormField id="registration-gender" label={t('gender')} required error={errors.gender?.message}>
          <Form.Select {...registerClearing(form, 'gender')} isInvalid={!!errors.gender}>
            <option value="">{t('choose')}</option>
            <option value="1">{t('male')}</option>
            <option value="2">{t('female')}</option>
          </Form.Select>
        </FormField>
      </Col>
      <Col md={12}>{text('address', false)}</Col>
      <Col md={12}>
        <FormField id="registration-timeframe" label={t('timeframe')} required error={errors.timeframe?.message}>
          <Form.Select {...registerClearing(form, 'timeframe')} isInvalid={!!errors.timeframe}>
            {TIMEFRAME_VALUES.map((tf) => (
              <option key={tf} value={tf}>
                {t(`timeframes.${tf}`)}
              </option>
            ))}
          </Form.Select>
        </FormField>
      </Col>
      <Col md={6}>{password('password')}</Col>
      <Col md={6}>{password('confirmPassword')}</Col>
    </Row>
  );
}
