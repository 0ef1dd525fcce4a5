'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Form, Modal } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useApiErrorHandler } from '@/lib/api/use-api-error-handler';
import { type RegisterShopInput, registerShopBody } from '@/lib/contracts/admin';
import { applyServerErrors, FORM_OPTIONS } from '@/lib/forms';
import { notify } from '@/lib/toast';
import { EMPTY_REGISTRATION, type RegistrationForm, RegistrationFields } from './registration-fields';
import { ModalActions } from '@/components/ui/modal-actions';
import { ModalHeader } from '@/components/ui/modal-header';

/** Registers a shop, its admin account and its plan; `onSubmit` lets a chain reuse it for a new branch. */
export function RegisterShopModal({ title, onSubmit, pending, onClose }: { title: string; onSubmit: (values: RegisterShopInput) => Promise<unknown>; pending: boolean; onClose: () => void }) {
  const t = useTranslations('admin');
  const handleError = useApiErrorHandler();
  const form: RegistrationForm = useForm({ ...FORM_OPTIONS, resolver: zodResolver(registerShopBody), defaultValues: EMPTY_REGISTRATION });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      notify('success', t('registration.done'));
      onClose();
    } catch (error) {
      if (!applyServerErrors(form, error)) handleError(error);
    }
  });
  return (
    <Modal show onHide={onClose} size="lg" centered aria-labelledby="register-shop-title">
      <Form onSubmit={submit} noValidate>
        <ModalHeader>
          <Modal.Title id="register-shop-title" className="h5">
            {title}
          </Modal.Title>
        </ModalHeader>
        <Modal.Body>
          <RegistrationFields form={form} />
        </Modal.Body>
        <ModalActions onClose={onClose} save={{ disabled: pending }} />
      </Form>
    </Modal>
  );
}
