'use client';

import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { DeleteResult } from '@/lib/contracts/delete-result';
import { notify } from '@/lib/toast';
import { ConfirmDialog } from './confirm-dialog';

interface DeleteDialogProps {
  record: { id: string; name: string };
  mutation: UseMutationResult<DeleteResult, unknown, string>;
  onClose: () => void;
}

/**
 * Asks before deleting a catalogue record. A record that a document uses is deactivated instead
 * (the server says so); that message is shown as information rather than success.
 */
export function DeleteDialog({ record, mutation, onClose }: DeleteDialogProps) {
  const t = useTranslations('list');
  const confirm = () =>
    mutation.mutate(record.id, {
      onSuccess: (result) => {
        if (result.deactivated) notify('info', result.message ?? t('deactivatedInstead', { name: record.name }));
        else notify('success', t('deleted', { name: record.name }));
        onClose();
      },
    });
  return (
    <ConfirmDialog
      show
      title={t('deleteTitle')}
      body={t('confirmDelete', { name: record.name })}
      confirmLabel={t('delete')}
      busy={mutation.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
