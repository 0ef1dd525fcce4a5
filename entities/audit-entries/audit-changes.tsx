'use client';

import { useTimeZone, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from 'react-bootstrap';
import type { AuditEntry } from '@/lib/contracts/audit';
import { DEFAULT_TIME_ZONE } from '@/lib/format';
import { formatAuditValue } from './audit-values';

/** How many changes a row shows before "Xem thêm": a product's price edit stays one line, an import's many fields fold. */
const SHOWN = 3;

/**
 * An entry's changes as "Giá bán: 120.000 ₫ → 135.000 ₫", one a line; a long list folds behind a
 * button. A failed sign-in carries its reason only ("Lý do: Sai email hoặc mật khẩu").
 */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const t = useTranslations('audit');
  const timeZone = useTimeZone() ?? DEFAULT_TIME_ZONE;
  const listId = useId();
  const [open, setOpen] = useState(false);
  const changes = Object.entries(entry.changes ?? {});
  if (changes.length === 0) return <span className="text-body-secondary">-</span>;

  const words = { yes: t('values.yes'), no: t('values.no'), empty: t('values.empty') };
  const label = (field: string) => (t.has(`changeFields.${field}` as 'changeFields.name') ? t(`changeFields.${field}` as 'changeFields.name') : field);
  const value = (field: string, v: unknown) => {
    if (field === 'reason' && typeof v === 'string' && t.has(`signInReasons.${v}` as 'signInReasons.CredentialsSignin')) return t(`signInReasons.${v}` as 'signInReasons.CredentialsSignin');
    return formatAuditValue(field, v, words, timeZone);
  };
  const shown = open ? changes : changes.slice(0, SHOWN);

  return (
    <>
      <ul className="list-unstyled small mb-0" id={listId} style={{ minWidth: '14rem' }}>
        {shown.map(([field, { from, to }]) => (
          <li key={field} className="text-break">
            <span className="text-body-secondary">{label(field)}:</span>{' '}
            {field === 'reason' && from === null ? (
              <span>{value(field, to)}</span>
            ) : (
              <>
                <span>{value(field, from)}</span> → <span className="fw-semibold">{value(field, to)}</span>
              </>
            )}
          </li>
        ))}
      </ul>
      {changes.length > SHOWN && (
        <Button variant="link" size="sm" className="p-0" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((v) => !v)}>
          {open ? t('fewerChanges') : t('moreChanges', { count: changes.length - SHOWN })}
        </Button>
      )}
    </>
  );
}
