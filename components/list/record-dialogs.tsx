'use client';

import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { DeleteResult } from '@/lib/contracts/delete-result';
import type { RecordDialog } from './use-record-dialog';
import { DeleteDialog } from '../ui/delete-dialog';

interface RecordDialogsProps<T extends { id: string; name: string }> {
  dialog: RecordDialog<T>;
  close: () => void;
  /** the add form (no record) or the edit form of a record */
  form: (record: T | undefined) => ReactNode;
  /** the delete of a record, confirmed first (DELETE /x/{id}) */
  deletion?: UseMutationResult<DeleteResult, unknown, string>;
}

/** The dialog a list screen has open: its add or edit form, or the confirmation of a delete. */
export function RecordDialogs<T extends { id: string; name: string }>({ dialog, close, form, deletion }: RecordDialogsProps<T>) {
  if (!dialog) return null;
  if (dialog.kind === 'create') return form(undefined);
  if (dialog.kind === 'edit') return form(dialog.record);
  return deletion ? <DeleteDialog record={dialog.record} mutation={deletion} onClose={close} /> : null;
}
