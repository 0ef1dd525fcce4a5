'use client';

import type { ReactNode } from 'react';
import { Modal } from 'react-bootstrap';
import { ModalActions } from './modal-actions';
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
  return (
    <Modal show={show} onHide={onClose} size={size} centered aria-labelledby="app-modal-title">
      <ModalHeader>
        <Modal.Title id="app-modal-title" className="h5">
          {title}
        </Modal.Title>
      </ModalHeader>
      <Modal.Body>{children}</Modal.Body>
      <ModalActions onClose={onClose} save={onSave && { onClick: onSave, disabled: saving }} />
    </Modal>
  );
}
