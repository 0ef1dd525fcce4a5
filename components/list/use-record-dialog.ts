'use client';

import { useState } from 'react';

/** Which modal a list shows: the create form, the edit form or the delete confirmation of a row. */
export type RecordDialog<T> = { kind: 'create' } | { kind: 'edit' | 'delete'; record: T } | null;

export function useRecordDialog<T>() {
  const [dialog, setDialog] = useState<RecordDialog<T>>(null);
  return {
    dialog,
    create: () => setDialog({ kind: 'create' }),
    edit: (record: T) => setDialog({ kind: 'edit', record }),
    remove: (record: T) => setDialog({ kind: 'delete', record }),
    close: () => setDialog(null),
  };
}
