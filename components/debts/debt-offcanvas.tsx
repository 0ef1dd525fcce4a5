'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useId } from 'react';
import { Offcanvas } from 'react-bootstrap';

interface DebtOffcanvasProps {
  title: string;
  /** a line under the title: the phone, a link to the record's own page */
  subtitle: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

/**
 * One supplier's or customer's debt beside the list: a panel from the right, wide enough for the
 * documents table at 1366 px and the whole screen on a tablet (768 px), so the list keeps its place
 * behind it.
 */
export function DebtOffcanvas({ title, subtitle, onClose, children }: DebtOffcanvasProps) {
  const tc = useTranslations('common');
  const titleId = useId();
  return (
    <Offcanvas show onHide={onClose} placement="end" aria-labelledby={titleId} style={{ width: 'min(100vw, 52rem)' }}>
      <Offcanvas.Header closeButton closeLabel={tc('close')}>
        <div>
          <Offcanvas.Title id={titleId}>{title}</Offcanvas.Title>
          <div className="small text-body-secondary">{subtitle}</div>
        </div>
      </Offcanvas.Header>
      <Offcanvas.Body>{children}</Offcanvas.Body>
    </Offcanvas>
  );
}
