'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useApiErrorHandler } from '@/lib/api/use-api-error-handler';
import { voidBody } from '@/lib/contracts/book-rules';
import { applyServerErrors, FORM_OPTIONS } from '@/lib/forms';
import { ConfirmDialog } from './confirm-dialog';
import { TextField } from './form-controls';

interface VoidDialogProps {
  title: ReactNode;
  /** what voiding reverses, in the document's own words */
  explain: ReactNode;
  /** a choice the document asks for besides the reason (what becomes of an invoice's money) */
  children?: ReactNode;
  reasonLabel: string;
  confirmLabel: string;
  busy: boolean;
  /** sends the void; `onError` puts a refusal under the reason, or hands it to the global handler */
  onVoid: (reason: string, onError: (error: unknown) => void) => void;
  onClose: () => void;
}

/**
 * "Hủy phiếu" of any completed document (DESIGN §6, void never edit): says what the void reverses
 * and asks why; the reason is required (the contract of every void) and stays with the document.
 */
export function VoidDialog({ title, explain, children, reasonLabel, confirmLabel, busy, onVoid, onClose }: VoidDialogProps) {
  const handleError = useApiErrorHandler();
  const form = useForm<z.input<typeof voidBody>, unknown, z.output<typeof voidBody>>({ ...FORM_OPTIONS, resolver: zodResolver(voidBody), defaultValues: { reason: '' } });
  const confirm = form.handleSubmit(({ reason }) => onVoid(reason, (error) => applyServerErrors(form, error) || handleError(error)));
  return (
    <ConfirmDialog
      show
      title={title}
      body={
        <>
          <p>{explain}</p>
          {children}
          <TextField form={form} name="reason" label={reasonLabel} required as="textarea" rows={3} maxLength={500} autoFocus />
        </>
      }
      confirmLabel={confirmLabel}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
