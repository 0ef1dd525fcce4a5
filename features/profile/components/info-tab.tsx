'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { useApiErrorHandler } from '@/lib/api/use-api-error-handler';
import { type UserResponse, updateMeBody } from '@/lib/contracts/users';
import { applyServerErrors, FORM_OPTIONS, registerClearing } from '@/lib/forms';
import { notify } from '@/lib/toast';
import { useUpdateMe } from '../api/update-me';
import { EditActions } from './edit-actions';

type FormInput = z.input<typeof updateMeBody>;

const toForm = (u: UserResponse): FormInput => ({
  name: u.name,
  email: u.email,
  phoneNumber: u.phoneNumber ?? '',
  gender: u.gender ?? '',
  address: u.address ?? '',
  isSingleUserFlowEnabled: u.isSingleUserFlowEnabled,
});

/** The user's own details; email is always read-only (SPEC §2). */
export function InfoTab({ user }: { user: UserResponse }) {
  const t = useTranslations('profile');
  const router = useRouter();
  const { update } = useSession();
  const handleError = useApiErrorHandler();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(user);
  const mutation = useUpdateMe();
  const form = useForm<FormInput, unknown, z.output<typeof updateMeBody>>({ ...FORM_OPTIONS, resolver: zodResolver(updateMeBody), defaultValues: toForm(user) });
  const { errors } = form.formState;

  const cancel = () => {
    form.reset(toForm(saved));
    setEditing(false);
  };
  const submit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: async (updated) => {
        // the session carries the name (the header) and the single-user flow (the front desk): renewed
        // before the form reads again, so that whatever opens next sees them
        await update();
        setSaved(updated);
        form.reset(toForm(updated));
        setEditing(false);
        notify('success', t('saved'));
        router.refresh();
      },
      onError: (error) => applyServerErrors(form, error) || handleError(error),
    }),
  );

  return (
    <Form onSubmit={submit} noValidate aria-label={t('tabs.info')}>
      <fieldset disabled={!editing || mutation.isPending}>
        <Row>
          <Col md={6}>
            <FormField id="info-name" label={t('fields.name')} required error={errors.name?.message}>
              <Form.Control {...registerClearing(form, 'name')} isInvalid={!!errors.name} autoComplete="name" />
            </FormField>
          </Col>
          <Col md={6}>
            <FormField id="info-email" label={t('fields.email')}>
              <Form.Control {...form.register('email')} readOnly plaintext={!editing} disabled />
            </FormField>
          </Col>
          <Col md={6}>
            <FormField id="info-phone" label={t('fields.phoneNumber')} required error={errors.phoneNumber?.message}>
              <Form.Control {...registerClearing(form, 'phoneNumber')} isInvalid={!!errors.phoneNumber} inputMode="tel" autoComplete="tel" />
            </FormField>
          </Col>
          <Col md={6}>
            <FormField id="info-gender" label={t('fields.gender')} required error={errors.gender?.message}>
              <Form.Select {...registerClearing(form, 'gender')} isInvalid={!!errors.gender}>
                <option value="">{t('fields.choose')}</option>
                <option value="1">{t('gender.male')}</option>
                <option value="2">{t('gender.female')}</option>
              </Form.Select>
            </FormField>
          </Col>
          <Col md={12}>
            <FormField id="info-address" label={t('fields.address')} error={errors.address?.message}>
              <Form.Control {...registerClearing(form, 'address')} isInvalid={!!errors.address} autoComplete="street-address" />
            </FormField>
          </Col>
          <Col md={12}>
            <Form.Check type="switch" id="info-single-user" label={t('fields.singleUserFlow')} {...form.register('isSingleUserFlowEnabled')} className="mb-1" />
            <Form.Text muted>{t('fields.singleUserFlowHint')}</Form.Text>
          </Col>
        </Row>
      </fieldset>
      <div className="mt-4">
        <EditActions editing={editing} saving={mutation.isPending} onEdit={() => setEditing(true)} onCancel={cancel} />
      </div>
    </Form>
  );
}
