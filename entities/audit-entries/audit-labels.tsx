'use client';

import { useTranslations } from 'next-intl';
import { Badge } from 'react-bootstrap';
import type { AuditAction } from '@/lib/enums/audit';

// A colour per kind of action, so that deletes, voids and refusals stand out in a long log.
const ACTION_BG: Record<AuditAction, { bg: string; text?: 'dark' }> = {
  create: { bg: 'success' },
  update: { bg: 'primary' },
  delete: { bg: 'danger' },
  status_change: { bg: 'info', text: 'dark' },
  void: { bg: 'danger' },
  sign_in: { bg: 'secondary' },
  sign_in_failed: { bg: 'warning', text: 'dark' },
  password_change: { bg: 'secondary' },
  permission_denied: { bg: 'warning', text: 'dark' },
};

/** What an entry did, as a badge ("Cập nhật", "Hủy phiếu"). */
export function AuditActionBadge({ action }: { action: AuditAction }) {
  const t = useTranslations('audit.actions');
  const { bg, text } = ACTION_BG[action];
  return (
    <Badge bg={bg} text={text} className="text-nowrap">
      {t(action)}
    </Badge>
  );
}

/** The kind of record an entry names, in words; a kind this screen does not know yet keeps its key. */
export function useEntityTypeLabel() {
  const t = useTranslations('audit.entityTypes');
  return (entityType: string) => (t.has(entityType as 'customers') ? t(entityType as 'customers') : entityType);
}
