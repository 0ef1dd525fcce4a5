'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatVnd } from '@/lib/format';

interface ImportFormActionsProps {
  busy: boolean;
  /** what completing moves: paid now, and what stays owed */
  money: { payNow: number; debt: number };
  /** the saved draft's code; none for an import not saved yet (nothing to cancel) */
  draftCode?: string;
  onSaveDraft: () => void;
  /** checks the form; true when it may be completed */
  onCheck: () => Promise<boolean>;
  onComplete: () => void;
  onCancelDraft: () => void;
}

/**
 * The form's buttons: Lưu nháp; Hoàn thành, after the form is checked and the user has confirmed
 * that stock and money will move; Hủy nháp for a saved draft, confirmed too.
 */
export function ImportFormActions({ busy, money, draftCode, onSaveDraft, onCheck, onComplete, onCancelDraft }: ImportFormActionsProps) {
  const t = useTranslations('product-imports.form');
  const [asking, setAsking] = useState<'complete' | 'cancel' | null>(null);
  const close = () => setAsking(null);
  const askComplete = async () => {
    if (await onCheck()) setAsking('complete');
  };

  return (
    <div className="d-flex flex-wrap justify-content-end gap-2 mb-4">
      {draftCode && (
        <Button variant="outline-danger" className="me-auto" onClick={() => setAsking('cancel')} disabled={busy}>
          <i className="bi bi-x-circle me-2" aria-hidden="true" />
          {t('cancelDraft')}
        </Button>
      )}
      <Button variant="outline-primary" onClick={onSaveDraft} disabled={busy}>
        <i className="bi bi-save me-2" aria-hidden="true" />
        {t('saveDraft')}
      </Button>
      <Button variant="primary" onClick={() => void askComplete()} disabled={busy}>
        <i className="bi bi-check2-circle me-2" aria-hidden="true" />
        {t('complete')}
      </Button>
      <ConfirmDialog
        show={asking === 'complete'}
        title={t('confirmCompleteTitle')}
        body={t('confirmComplete', { paid: formatVnd(money.payNow), debt: formatVnd(money.debt) })}
        confirmLabel={t('complete')}
        variant="primary"
        busy={busy}
        onConfirm={() => (close(), onComplete())}
        onCancel={close}
      />
      <ConfirmDialog
        show={asking === 'cancel'}
        title={t('confirmCancelTitle')}
        body={t('confirmCancel', { code: draftCode ?? '' })}
        confirmLabel={t('cancelDraft')}
        busy={busy}
        onConfirm={() => (close(), onCancelDraft())}
        onCancel={close}
      />
    </div>
  );
}
