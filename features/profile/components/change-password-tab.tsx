'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Button, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { useApiErrorHandler } from '@/lib/api/use-api-error-handler';
import { changePasswordForm } from '@/lib/contracts/users';
import { applyServerErrors, FORM_OPTIONS, registerClearing } from '@/lib/forms';
import { notify } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';

type FormInput = z.input<typeof changePasswordForm>;
const EMPTY: FormInput = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and confirmation; the other sessions of the user end on success. */
export function ChangePasswordTab() {
  const t = useTranslations('profile');
  const handleError = useApiErrorHandler();
  const mutation = useChangePassword();
  const form = useForm<FormInput, unknown, z.output<typeof changePasswordForm>>({ ...FORM_OPTIONS, resolver: zodResolver(changePasswordForm), defaultValues: EMPTY });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        form.reset(EMPTY);
        notify('success', t('saved'));
      },
      onError: (error) => applyServerErrors(form, error) || handleError(error),
    }),
  );

  const field = (name: keyof FormInput, autoComplete: string) => (
    <FormField id={`password-${name}`} label={t(`password.${name}`)} required error={errors[name]?.message}>
      <PasswordInput {...registerClearing(form, name)} isInvalid={!!errors[name]} autoComplete={autoComplete} />
    </FormField>
  );

  return (
    <Form onSubmit={submit} noValidate style={{ maxWidth: 480 }} aria-label={t('tabs.changePassword')}>
      {field('oldPassword', 'current-password')}
      {field('newPassword', 'new-password')}
      {field('confirmPassword', 'new-password')}
      <Form.Text muted className="d-block mb-3">
        {t('password.rule')}
      </Form.Text>
      <Button type="submit" disabled={mutation.isPending}>
        {t('actions.save')}
      </Button>
    </Form>
  );
}
