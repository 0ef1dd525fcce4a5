'use client';

import { useTranslations } from 'next-intl';
import { Button } from 'react-bootstrap';

/** Cập nhật enters edit mode; Huỷ reverts; Lưu thay đổi saves (SPEC §2, §4). */
export function EditActions({ editing, saving, onEdit, onCancel }: { editing: boolean; saving: boolean; onEdit: () => void; onCancel: () => void }) {
  const t = useTranslations('profile.actions');
  if (!editing) {
    return (
      <Button variant="primary" onClick={onEdit}>
        <i className="bi bi-pencil-square me-2" aria-hidden="true" />
        {t('edit')}
      </Button>
    );
  }
  return (
    <div className="d-flex gap-2">
      <Button variant="outline-secondary" onClick={onCancel} disabled={saving}>
        {t('cancel')}
      </Button>
      <Button type="submit" variant="primary" disabled={saving}>
        {saving ? t('saving') : t('save')}
      </Button>
    </div>
  );
}
