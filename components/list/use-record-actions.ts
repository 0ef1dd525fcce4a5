'use client';

import { useTranslations } from 'next-intl';
import type { RowAction } from '../ui/row-actions';

type Handler<T> = ((record: T) => void) | false | undefined;

/**
 * The "…" menu of a record's row — view, edit, delete — with the entries the user may use (a
 * handler, not `false`); no menu at all when there is none.
 */
export function useRecordActions<T extends { name: string }>(handlers: { view?: Handler<T>; edit?: Handler<T>; remove?: Handler<T> }) {
  const t = useTranslations('list');
  const { view, edit, remove } = handlers;
  if (!view && !edit && !remove) return undefined;
  return {
    name: (record: T) => record.name,
    of: (record: T): RowAction[] => [
      ...(view ? [{ label: t('view'), onClick: () => view(record) }] : []),
      ...(edit ? [{ label: t('edit'), onClick: () => edit(record) }] : []),
      ...(remove ? [{ label: t('delete'), onClick: () => remove(record), danger: true }] : []),
    ],
  };
}
