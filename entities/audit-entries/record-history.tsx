'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button, Card } from 'react-bootstrap';
import { DataTable } from '@/components/list/data-table';
import { useHasPermission } from '@/lib/use-permission';
import { auditEntriesQuery } from './audit-entries-query';
import { useAuditColumns } from './audit-columns';

const NO_FILTERS = { values: {}, set: () => undefined };

/** Its newest entries first, a page at a time; read only once opened, so the record's page asks nothing more of the server. */
function HistoryTable({ shopId, entityId }: { shopId: string; entityId: string }) {
  const [paging, setPaging] = useState({ page: 1, limit: 10 });
  const query = useQuery(auditEntriesQuery(shopId, { entityId, ...paging, sort: 'createdAt:desc' }));
  const { when, who, action, changes } = useAuditColumns();
  const set = (patch: { page?: number; limit?: number }) => setPaging((p) => ({ page: patch.page ?? 1, limit: patch.limit ?? p.limit }));
  return <DataTable view={{ list: { query, sort: '', set }, params: NO_FILTERS }} columns={[{ ...when, sort: undefined }, who, action, changes]} />;
}

/**
 * "Lịch sử thay đổi" of one record (issue 21): who changed it, when, and each field before and
 * after, for the shop admin only (STORE_AUDIT_LOG). Folded until asked for; `framed` puts it in a
 * card of its own on a record's page, without it it sits in a dialog or a panel.
 */
export function RecordHistory({ shopId, entityId, framed = false }: { shopId: string; entityId: string; framed?: boolean }) {
  const t = useTranslations('audit.history');
  const mayRead = useHasPermission('STORE_AUDIT_LOG');
  const panelId = useId();
  const [open, setOpen] = useState(false);
  if (!mayRead) return null;

  const toggle = (
    <Button type="button" variant="link" className="p-0 text-decoration-none fw-semibold" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
      <i className={`bi bi-chevron-${open ? 'down' : 'right'} me-2`} aria-hidden="true" />
      <i className="bi bi-clock-history me-2" aria-hidden="true" />
      {t('title')}
    </Button>
  );
  const panel = (
    <div id={panelId} role="region" aria-label={t('title')} hidden={!open}>
      {open && <HistoryTable shopId={shopId} entityId={entityId} />}
    </div>
  );
  if (!framed) {
    return (
      <div className="mt-3">
        <div className="mb-2">{toggle}</div>
        {panel}
      </div>
    );
  }
  return (
    <Card className="border-0 shadow-sm mb-3">
      <Card.Header className="bg-transparent border-0">{toggle}</Card.Header>
      {panel}
    </Card>
  );
}
