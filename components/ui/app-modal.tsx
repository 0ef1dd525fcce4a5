'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { ModalHeader } from './modal-header';

interface AppModalProps {
  show: boolean;
  title: ReactNode;
  children: ReactNode;
  onClose: () => void;
  onSave?: () => void;
  saving?: boolean;
  size?: 'sm' | 'lg' | 'xl';
}

/** The reusable modal with Đóng / Lưu thay đổi (SPEC §2). */
export function AppModal({ show, title, children, onClose, onSave, saving, size }: AppModalProps) {
  const t = useTranslations('shell.modal');
  return (
    <Modal show={show} onHide={onClose} size={size} centered aria-labelledby="app-modal-title">
      <ModalHeader>
        <Modal.Title id="app-modal-title" className="h5">
          {title}
        </Modal.Title>
      </ModalHeader>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          {t('close')}
        </Button>
        {onSave && (
          <Button variant="primary" onClick={onSave} disabled={saving}>
            {t('save')}
          </Button>
        )}
      </Modal.Footer>
    </Modal>
  );
}
