'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Form, Modal } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { useApiErrorHandler } from '@/lib/api/use-api-error-handler';
import { createChainBody } from '@/lib/contracts/admin';
import { applyServerErrors, FORM_OPTIONS, registerClearing } from '@/lib/forms';
import { notify } from '@/lib/toast';
import { useCreateChain } from '../api/chains';
import { ModalActions } from '@/components/ui/modal-actions';
import { ModalHeader } from '@/components/ui/modal-header';

export function CreateChainModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('admin.chains');
  const handleError = useApiErrorHandler();
  const mutation = useCreateChain();
  const form = useForm<z.input<typeof createChainBody>, unknown, z.output<typeof createChainBody>>({ ...FORM_OPTIONS, resolver: zodResolver(createChainBody), defaultValues: { name: '' } });
  const submit = form.handleSubmit((v) =>
    mutation.mutate(v.name, { onSuccess: () => (notify('success', t('created')), onClose()), onError: (e) => applyServerErrors(form, e) || handleError(e) }),
  );
  return (
    <Modal show onHide={onClose} centered aria-labelledby="create-chain-title">
      <Form onSubmit={submit} noValidate>
        <ModalHeader>
          <Modal.Title id="create-chain-title" className="h5">
            {t('create')}
          </Modal.Title>
        </ModalHeader>
        <Modal.Body>
          <FormField id="chain-name" label={t('name')} required error={form.formState.errors.name?.message}>
            <Form.Control {...registerClearing(form, 'name')} isInvalid={!!form.formState.errors.name} autoFocus />
          </FormField>
        </Modal.Body>
        <ModalActions onClose={onClose} save={{ disabled: mutation.isPending }} />
      </Form>
    </Modal>
  );
}
