'use client';

import { useTranslations } from 'next-intl';
import { Dropdown } from 'react-bootstrap';
import { useHydrated } from '@/lib/use-hydrated';

export interface RowAction {
  label: string;
  onClick: () => void;
  danger?: boolean;
  /** shown but not usable (deactivating oneself) */
  disabled?: boolean;
}

/**
 * The "…" menu at the end of a row; nothing when the user may do none of the actions. Its actions open
 * dialogs, so like every opener it is disabled until the page has hydrated (components/ui/on-demand-dialog.tsx).
 */
export function RowActions({ name, actions }: { name: string; actions: RowAction[] }) {
  const t = useTranslations('list');
  const hydrated = useHydrated();
  if (actions.length === 0) return null;
  return (
    <Dropdown align="end">
      <Dropdown.Toggle size="sm" variant="outline-secondary" aria-label={t('actionsFor', { name })} disabled={!hydrated}>
        <i className="bi bi-three-dots" aria-hidden="true" />
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {actions.map((a) => (
          <Dropdown.Item key={a.label} as="button" className={a.danger ? 'text-danger' : undefined} disabled={a.disabled} onClick={a.onClick}>
            {a.label}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
