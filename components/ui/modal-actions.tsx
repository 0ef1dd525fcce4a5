'use client';

import { useTranslations } from 'next-intl';
import { Button, Modal } from 'react-bootstrap';

/**
 * A dialog's footer: Đóng, and Lưu thay đổi when there is something to save (SPEC §2) — a submit
 * button of the dialog's form, or a button of its own when `onClick` is given.
 */
export function ModalActions({ onClose, save }: { onClose: () => void; save?: { disabled?: boolean; onClick?: () => void } }) {
  const t = useTranslations('shell.modal');
  return (
    <Modal.Footer>
      <Button variant="secondary" onClick={onClose}>
        {t('close')}
      </Button>
      {save && (
        <Button type={save.onClick ? 'button' : 'submit'} variant="primary" onClick={save.onClick} disabled={save.disabled}>
          {t('save')}
        </Button>
      )}
    </Modal.Footer>
  );
}
