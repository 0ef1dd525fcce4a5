import { Fragment, type ReactNode } from 'react';

/** Label/value pairs of a detail page; an empty value shows "-". */
export function DetailList({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <dl className="row mb-0">
      {items.map(([label, value]) => (
        <Fragment key={label}>
          <dt className="col-5 text-body-secondary fw-normal mb-2">{label}</dt>
          <dd className="col-7 mb-2">{value === null || value === undefined || value === '' ? '-' : value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
