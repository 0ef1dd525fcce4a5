import { Fragment, type ReactNode } from 'react';

/** Label/value pairs of a detail page; an empty value shows "-". */
export function DetailList({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <dl className="row mb-0">
      {items.map(([label, value]) => (
        <Fragment key={label}>
          <dt className="col-sm-4 text-body-secondary fw-normal mb-sm-2">{label}</dt>
          <dd className="col-sm-8 mb-2 text-break">{value === null || value === undefined || value === '' ? '-' : value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
