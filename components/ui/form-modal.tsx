'use client';

import { type FormEvent, type ReactNode, useId } from 'react';
import { Form, Modal } from 'react-bootstrap';
import { ModalActions } from './modal-actions';
import { ModalHeader } from './modal-header';

interface FormModalProps {
  title: ReactNode;
  size?: 'lg' | 'xl';
  saving: boolean;
  onSubmit: (event?: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}

/** A create/edit form in a modal with Đóng and Lưu thay đổi (SPEC §2); the browser's own validation is off. */
export function FormModal({ title, size, saving, onSubmit, onClose, children }: FormModalProps) {
  const titleId = useId();
  return (
    <Modal show onHide={onClose} size={size} centered aria-labelledby={titleId}>
      {/* A form opened from another form's modal (adding a customer while adding a pet) is portalled
          but still inside the other in React's tree: its submit must not bubble into that one. */}
      <Form
        onSubmit={(event) => {
          event.stopPropagation();
          onSubmit(event);
        }}
        noValidate
      >
        <ModalHeader>
          <Modal.Title id={titleId} className="h5">
            {title}
          </Modal.Title>
        </ModalHeader>
        <Modal.Body>{children}</Modal.Body>
        <ModalActions onClose={onClose} save={{ disabled: saving }} />
      </Form>
    </Modal>
  );
}
