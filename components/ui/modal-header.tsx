'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Modal } from 'react-bootstrap';

/** A dialog's header with its close button named in the reader's language (react-bootstrap says "Close"). */
export function ModalHeader({ children }: { children: ReactNode }) {
  const t = useTranslations('common');
  return (
    <Modal.Header closeButton closeLabel={t('close')}>
      {children}
    </Modal.Header>
  );
}
