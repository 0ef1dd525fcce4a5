'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Col, Form, Modal, Row } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { useApiErrorHandler } from '@/lib/api/use-api-error-handler';
import { createEmployeeBody, type Employee, updateEmployeeBody } from '@/lib/contracts/employees';
import { applyServerErrors, FORM_OPTIONS, registerClearing } from '@/lib/forms';
import { Role, roleName } from '@/lib/roles';
import { notify } from '@/lib/toast';
import { useSaveEmployee } from '@/entities/employees/save-employee';
import { ModalActions } from '@/components/ui/modal-actions';
import { ModalHeader } from '@/components/ui/modal-header';

type FormInput = z.input<typeof createEmployeeBody>;
// A reset is an edit whose password is required.
const resetPasswordBody = updateEmployeeBody.refine((v) => !!v.password, { path: ['password'], error: 'validation.required' });
const STAFF_ROLES = [Role.SHOP_ADMIN, Role.SHOP_DOCTORS, Role.SHOP_SELLER, Role.SHOP_ACCOUNTANT, Role.SHOP_SPA];

const toForm = (e?: Employee): FormInput => ({
  name: e?.name ?? '',
  phoneNumber: e?.phoneNumber ?? '',
  email: e?.email ?? '',
  address: e?.address ?? '',
  role: e?.role ?? '',
  gender: e?.gender ?? '',
  bankName: e?.bankName ?? '',
  bankBranch: e?.bankBranch ?? '',
  accountNumber: e?.accountNumber ?? '',
  accountName: e?.accountName ?? '',
  password: '',
  confirmPassword: '',
});

interface Props {
  /** the employee to edit; none to create one */
  employee?: Employee;
  /** only the password fields (reset a password) */
  passwordOnly?: boolean;
  onClose: () => void;
}

/** Create or edit a staff member (SPEC §3/§5): on edit the password is optional. */
export function EmployeeFormModal({ employee, passwordOnly, onClose }: Props) {
  const t = useTranslations('employees');
  const tc = useTranslations('common');
  const handleError = useApiErrorHandler();
  const mutation = useSaveEmployee();
  const schema = !employee ? createEmployeeBody : passwordOnly ? resetPasswordBody : updateEmployeeBody;
  // one form shape for the three schemas: their inputs differ only in how optional the password is
  const resolver = zodResolver(schema as typeof createEmployeeBody);
  const form = useForm<FormInput, unknown, z.output<typeof updateEmployeeBody>>({ ...FORM_OPTIONS, resolver, defaultValues: toForm(employee) });
  const { errors } = form.formState;
  const passwordRequired = !employee || passwordOnly;

  const submit = form.handleSubmit((values) =>
    mutation.mutate(
      { id: employee?.id, values },
      {
        onSuccess: () => {
          notify('success', passwordOnly ? t('passwordReset') : employee ? t('updated') : t('created'));
          onClose();
        },
        onError: (error) => applyServerErrors(form, error) || handleError(error),
      },
    ),
  );

  const text = (name: keyof FormInput, required = false, props: Record<string, unknown> = {}) => (
    <FormField id={`employee-${name}`} label={t(`fields.${name}`)} required={required} error={errors[name]?.message}>
      <Form.Control {...registerClearing(form, name)} isInvalid={!!errors[name]} {...props} />
    </FormField>
  );
  const password = (name: 'password' | 'confirmPassword') => (
    <FormField id={`employee-${name}`} label={t(`fields.${name}`)} required={passwordRequired} error={errors[name]?.message} hint={name === 'password' && employee && !passwordOnly ? t('passwordOptional') : undefined}>
      <PasswordInput {...registerClearing(form, name)} isInvalid={!!errors[name]} autoComplete="new-password" />
    </FormField>
  );

  return (
    <Modal show onHide={onClose} size={passwordOnly ? undefined : 'lg'} centered aria-labelledby="employee-form-title">
      <Form onSubmit={submit} noValidate>
        <ModalHeader>
          <Modal.Title id="employee-form-title" className="h5">
            {passwordOnly ? t('resetPasswordOf', { name: employee?.name ?? '' }) : employee ? t('edit') : t('create')}
          </Modal.Title>
        </ModalHeader>
        <Modal.Body>
          <div hidden={passwordOnly}>
            <Row>
              <Col md={6}>{text('name', true, { autoFocus: true })}</Col>
              <Col md={6}>{text('phoneNumber', true, { inputMode: 'tel' })}</Col>
              <Col md={6}>{text('email', true, { type: 'email' })}</Col>
              <Col md={6}>
                <FormField id="employee-role" label={t('fields.role')} required error={errors.role?.message}>
                  <Form.Select {...registerClearing(form, 'role')} isInvalid={!!errors.role}>
                    <option value="">{t('choose')}</option>
                    {STAFF_ROLES.map((r) => (
                      <option key={r} value={r}>
                        {tc(`roles.${roleName(r)!}`)}
                      </option>
                    ))}
                  </Form.Select>
                </FormField>
              </Col>
              <Col md={6}>
                <FormField id="employee-gender" label={t('fields.gender')} required error={errors.gender?.message}>
                  <Form.Select {...registerClearing(form, 'gender')} isInvalid={!!errors.gender}>
                    <option value="">{t('choose')}</option>
                    <option value="1">{t('gender.male')}</option>
                    <option value="2">{t('gender.female')}</option>
                  </Form.Select>
                </FormField>
              </Col>
              <Col md={6}>{text('address')}</Col>
              <Col md={6}>{text('bankName')}</Col>
              <Col md={6}>{text('bankBranch')}</Col>
              <Col md={6}>{text('accountNumber')}</Col>
              <Col md={6}>{text('accountName')}</Col>
            </Row>
          </div>
          <Row>
            <Col md={passwordOnly ? 12 : 6}>{password('password')}</Col>
            <Col md={passwordOnly ? 12 : 6}>{password('confirmPassword')}</Col>
          </Row>
          <Form.Text muted>{t('passwordRule')}</Form.Text>
        </Modal.Body>
        <ModalActions onClose={onClose} save={{ disabled: mutation.isPending }} />
      </Form>
    </Modal>
  );
}
