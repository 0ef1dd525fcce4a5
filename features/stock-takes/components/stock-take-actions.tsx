'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { StockTake } from '@/lib/contracts/stock-takes';
import { notify } from '@/lib/toast';
import { useCancelStockTake } from '../api/cancel-stock-take';
import { useUpdateStockTake } from '../api/update-stock-take';
import type { StockTakeCounts } from './use-stock-take-counts';

/**
 * A draft's buttons: "Lưu nháp" sends the counts changed since the last save; "Hoàn thành" and
 * "Hủy phiếu" ask first — completing adjusts the stock against the stock of that moment, and
 * neither can be undone.
 */
export function StockTakeActions({ shopId, sheet, counts }: { shopId: string; sheet: StockTake; counts: StockTakeCounts }) {
  const t = useTranslations('stock-takes.sheet');
  const update = useUpdateStockTake();
  const cancel = useCancelStockTake();
  const [asking, setAsking] = useState<'complete' | 'cancel' | null>(null);
  const busy = update.isPending || cancel.isPending;
  const target = { shopId, id: sheet.id };

  // a count that is no count is not sent, nor is the sheet completed over it
  const checked = () => {
    if (counts.invalid.length === 0) return true;
    notify('error', t('invalidCounts', { count: counts.invalid.length }));
    return false;
  };
  const save = (complete: boolean) =>
    update.mutate({ ...target, body: { counts: counts.changes, complete } }, (saved) => {
      if (complete) counts.reset();
      else counts.settle();
      setAsking(null);
      notify('success', complete ? t('completed', { code: saved.code }) : t('saved', { count: counts.changes.length }));
    });

  return (
    <>
      <Button variant="outline-primary" disabled={busy || !counts.dirty} onClick={() => checked() && save(false)}>
        <i className="bi bi-floppy me-2" aria-hidden="true" />
        {t('save')}
      </Button>
      <Button variant="success" disabled={busy} onClick={() => checked() && setAsking('complete')}>
        <i className="bi bi-check2-circle me-2" aria-hidden="true" />
        {t('complete')}
      </Button>
      <Button variant="outline-danger" disabled={busy} onClick={() => setAsking('cancel')}>
        {t('cancel')}
      </Button>
      <ConfirmDialog
        show={asking === 'complete'}
        title={t('completeTitle')}
        body={
          <>
            <p>{t('completeBody')}</p>
            <p className="mb-0 fw-semibold">{t('completeCounted', { counted: counts.totals.counted, lines: counts.lines.length })}</p>
          </>
        }
        confirmLabel={t('complete')}
        variant="primary"
        busy={busy}
        onConfirm={() => save(true)}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        show={asking === 'cancel'}
        title={t('cancelTitle')}
        body={t('cancelBody', { code: sheet.code })}
        confirmLabel={t('cancel')}
        busy={busy}
        onConfirm={() =>
          cancel.mutate(target, (canceled) => {
            counts.reset();
            setAsking(null);
            notify('success', t('canceled', { code: canceled.code }));
          })
        }
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
