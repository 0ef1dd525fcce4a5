'use client';

import { useTimeZone, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Alert, Spinner } from 'react-bootstrap';
import { DetailHeader } from '@/components/ui/detail-header';
import { OpenerButton } from '@/components/ui/on-demand-dialog';
import type { StockTake } from '@/lib/contracts/stock-takes';
import { StockTakeStatus } from '@/lib/enums/stock-takes';
import { formatDateTime } from '@/lib/format';
import { shopPath } from '@/lib/paths';
import { foldAccents } from '@/lib/text';
import { useStockTake } from '../api/get-stock-take';
import { StockTakeActions } from './stock-take-actions';
import { StockTakeStatusBadge, useScopeLabel } from './stock-take-labels';
import { StockTakeLines } from './stock-take-lines';
import { StockTakeScanBox } from './stock-take-scan-box';
import { StockTakeTotals } from './stock-take-totals';
import { useScanJumps } from './use-scan-jumps';
import { type CountedLine, useStockTakeCounts } from './use-stock-take-counts';
import { useUnsavedWarning } from './use-unsaved-warning';
import { VoidStockTakeDialog } from './void-stock-take-dialog';

const HIGHLIGHT_MS = 3000;

const matches = (l: CountedLine, text: string) => {
  const key = foldAccents(text.trim());
  return !key || [l.line.name, l.line.code, l.line.barcode ?? ''].some((field) => foldAccents(field).includes(key));
};

/** One stock-take sheet (/inventories/{id}), once it has loaded. */
export function StockTakeSheetPage({ shopId, stockTakeId }: { shopId: string; stockTakeId: string }) {
  const tl = useTranslations('list');
  const { data: sheet, isLoading } = useStockTake(shopId, stockTakeId);
  if (!sheet) return <div className="text-center py-5">{isLoading && <Spinner size="sm" aria-label={tl('loading')} />}</div>;
  return <StockTakeSheet shopId={shopId} sheet={sheet} />;
}

/**
 * Counting a sheet: the box at the top filters the lines as one types and counts a scanned barcode
 * (one more, or a jump to its quantity when the counter prefers), the line lights up; Enter in a
 * count goes on to the next line. The totals follow every keystroke; unsaved counts are kept from
 * being lost by leaving. A completed or canceled sheet only shows what was counted; a completed one
 * may be voided with a reason (its adjustments reversed), and then stays shown struck through, with
 * who voided it, when and why (DESIGN §6).
 */
function StockTakeSheet({ shopId, sheet }: { shopId: string; sheet: StockTake }) {
  const t = useTranslations('stock-takes');
  const timeZone = useTimeZone();
  const scopeOf = useScopeLabel();
  const counts = useStockTakeCounts(sheet);
  const [jumps, setJumps] = useScanJumps();
  const [filter, setFilter] = useState('');
  const [missed, setMissed] = useState<string | null>(null);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [voiding, setVoiding] = useState(false);
  const voided = sheet.status === StockTakeStatus.VOIDED;
  const rows = useRef(new Map<string, HTMLTableRowElement>());
  const shown = counts.lines.filter((l) => matches(l, filter));
  useUnsavedWarning(counts.dirty);
  useEffect(() => {
    if (!highlighted) return;
    const timer = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);

  const focusCount = (productId: string) => {
    const input = rows.current.get(productId)?.querySelector('input');
    input?.focus();
    input?.select();
  };
  const onScan = (code: string) => {
    const hit = counts.lines.find((l) => l.line.barcode === code) ?? counts.lines.find((l) => l.line.code.toLowerCase() === code.toLowerCase());
    if (!hit) {
      // a name or part of a code that leaves one line: go to it
      if (shown.length === 1) focusCount(shown[0].line.productId);
      else setMissed(code);
      return;
    }
    const { productId } = hit.line;
    setFilter('');
    setHighlighted(productId);
    if (counts.isDraft && !jumps) counts.addOne(productId);
    // once the filter is gone and the line is on screen again
    setTimeout(() => {
      rows.current.get(productId)?.scrollIntoView?.({ block: 'center' });
      if (counts.isDraft && jumps) focusCount(productId);
    });
  };
  const next = (productId: string) => {
    const at = shown.findIndex((l) => l.line.productId === productId);
    if (at >= 0 && at + 1 < shown.length) focusCount(shown[at + 1].line.productId);
  };

  const done = sheet.completedAt && sheet.completedBy ? t('sheet.completedBy', { at: formatDateTime(sheet.completedAt, timeZone), name: sheet.completedBy.name }) : null;
  const canceled = sheet.canceledAt && sheet.canceledBy ? t('sheet.canceledBy', { at: formatDateTime(sheet.canceledAt, timeZone), name: sheet.canceledBy.name }) : null;
  const title = (
    <>
      <span className={voided ? 'text-decoration-line-through' : undefined}>{t('sheet.title', { code: sheet.code })}</span> <StockTakeStatusBadge status={sheet.status} large />
    </>
  );
  return (
    <section>
      <DetailHeader title={title} backHref={shopPath(shopId, '/inventories')}>
        {counts.isDraft && <StockTakeActions shopId={shopId} sheet={sheet} counts={counts} />}
        {sheet.status === StockTakeStatus.COMPLETED && (
          <OpenerButton variant="outline-danger" onClick={() => setVoiding(true)}>
            <i className="bi bi-x-octagon me-2" aria-hidden="true" />
            {t('sheet.void')}
          </OpenerButton>
        )}
      </DetailHeader>
      {voided && (
        <Alert variant="danger">
          <div>{t('sheet.voidedBy', { at: sheet.voidedAt ? formatDateTime(sheet.voidedAt, timeZone) : '-', name: sheet.voidedBy?.name ?? '-' })}</div>
          <div>{t('sheet.voidedReason', { reason: sheet.voidReason ?? '' })}</div>
        </Alert>
      )}
      <div className="mb-3">
        <p className="text-body-secondary mb-1">
          {scopeOf(sheet.productGroup)} · {t('sheet.createdBy', { at: formatDateTime(sheet.createdAt, timeZone), name: sheet.createdBy.name })}
          {counts.dirty && <span className="badge text-bg-primary ms-2">{t('sheet.unsaved', { count: counts.changes.length + counts.invalid.length })}</span>}
        </p>
        {sheet.note && <p className="mb-1">{sheet.note}</p>}
        {(done ?? canceled) && <p className="mb-0 fw-semibold">{done ?? canceled}</p>}
      </div>
      <StockTakeTotals counts={counts} struck={voided} />
      <StockTakeScanBox
        text={filter}
        onText={(text) => (setFilter(text), setMissed(null))}
        onScan={onScan}
        missed={missed}
        jumps={jumps}
        onJumps={setJumps}
        editable={counts.isDraft}
      />
      <StockTakeLines
        lines={shown}
        editable={counts.isDraft}
        struck={voided}
        highlighted={highlighted}
        onType={counts.type}
        onNext={next}
        rowRef={(productId, row) => (row ? rows.current.set(productId, row) : rows.current.delete(productId))}
      />
      {voiding && <VoidStockTakeDialog shopId={shopId} sheet={sheet} onClose={() => setVoiding(false)} />}
    </section>
  );
}
