'use client';

import { useTranslations } from 'next-intl';
import { Button } from 'react-bootstrap';
import type { AuditEntry } from '@/lib/contracts/audit';
import { Link } from '@/lib/i18n/navigation';
import { shopPath } from '@/lib/paths';

// Where a person opens a record of each kind: its own page where it has one (lib/paths, the
// (console) routes), else its list searched by its code or name. A debt's payments name the
// customer or supplier whose balance they moved.
const OWN_PAGES: Record<string, string> = {
  customers: '/customers',
  'customer-debts': '/customers',
  pets: '/pets',
  suppliers: '/suppliers',
  'supplier-debts': '/suppliers',
  activities: '/activities',
  stays: '/accommodation/stays',
  'product-imports': '/product-imports',
  'stock-takes': '/inventories',
};
const SEARCHED_LISTS: Record<string, string> = {
  products: '/products',
  services: '/services',
  promotions: '/promotions',
  employees: '/employees',
  invoices: '/history/sales',
  'cash-vouchers': '/financial/receipt-payments',
};

/** The record's page for an entry, or null (a deleted record, a sign-in, a kind without a screen). */
function recordHref(shopId: string, e: AuditEntry): string | null {
  if (e.action === 'delete' || !e.entityId) return null;
  if (OWN_PAGES[e.entityType]) return shopPath(shopId, `${OWN_PAGES[e.entityType]}/${e.entityId}`);
  if (SEARCHED_LISTS[e.entityType] && e.entityLabel) return shopPath(shopId, `${SEARCHED_LISTS[e.entityType]}?search=${encodeURIComponent(e.entityLabel)}`);
  return null;
}

/** The record an entry names, linked to its page, and a button narrowing the log to that record's history. */
export function AuditRecordCell({ shopId, entry: e, onHistory }: { shopId: string; entry: AuditEntry; onHistory: (entityId: string) => void }) {
  const t = useTranslations('audit');
  const label = e.entityLabel ?? '-';
  const href = recordHref(shopId, e);
  return (
    <span className="d-inline-flex align-items-center gap-1 text-nowrap">
      {href ? (
        <Link href={href} className="fw-semibold text-decoration-none">
          {label}
        </Link>
      ) : (
        <span className="fw-semibold">{label}</span>
      )}
      {e.entityId && (
        <Button variant="link" size="sm" className="p-0 ms-1 text-body-secondary" title={t('recordHistory', { label })} aria-label={t('recordHistory', { label })} onClick={() => onHistory(e.entityId!)}>
          <i className="bi bi-clock-history" aria-hidden="true" />
        </Button>
      )}
    </span>
  );
}
