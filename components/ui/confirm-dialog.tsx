'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { ModalHeader } from './modal-header';

interface ConfirmDialogProps {
  show: boolean;
  title: ReactNode;
  body: ReactNode;
  confirmLabel: ReactNode;
  variant?: 'danger' | 'primary' | 'warning';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive or hard-to-undo action. */
export function ConfirmDialog({ show, title, body, confirmLabel, variant = 'danger', busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const t = useTranslations('shell.modal');
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby="confirm-dialog-title">
      <ModalHeader>
        <Modal.Title id="confirm-dialog-title" className="h5">
          {title}
        </Modal.Title>
      </ModalHeader>
      <Modal.Body>{body}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel}>
          {t('close')}
        </Button>
        <Button variant={variant} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/**
 * Asks before switching a record on or off (lock or unlock a shop, deactivate or reactivate an
 * account): the action names both the dialog and its button, shown in red when it takes something away.
 */
export function ConfirmSwitch({ action, removes, ...rest }: Omit<ConfirmDialogProps, 'show' | 'title' | 'confirmLabel' | 'variant'> & { action: string; removes: boolean }) {
  return <ConfirmDialog show title={action} confirmLabel={action} variant={removes ? 'danger' : 'primary'} {...rest} />;
}
