'use client';

import type { ReactNode } from 'react';

interface DebtFiguresProps {
  /** label and value; the first is the debt itself, shown larger (and red while something is owed) */
  figures: ReadonlyArray<[string, string]>;
  owing: boolean;
  /** "Thanh toán" / "Thu nợ" while something is owed, else the words that say it is settled */
  action: ReactNode;
}

/** The head of a debt's section: what is owed, of how many documents, since when, and its action. */
export function DebtFigures({ figures, owing, action }: DebtFiguresProps) {
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
      <dl className="d-flex flex-wrap gap-4 mb-0">
        {figures.map(([label, value], i) => (
          <div key={label}>
            <dt className="small text-body-secondary fw-normal">{label}</dt>
            <dd className={`mb-0 fw-semibold ${i === 0 ? `fs-4 ${owing ? 'text-danger' : ''}` : 'fs-5'}`}>{value}</dd>
          </div>
        ))}
      </dl>
      {action}
    </div>
  );
}
