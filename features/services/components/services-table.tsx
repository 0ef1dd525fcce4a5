'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Badge, Form } from 'react-bootstrap';
import { DataTable, type ListView, SortColumn } from '@/components/ui/data-table';
import { RowActions } from '@/components/ui/row-actions';
import type { Service } from '@/lib/contracts/services';
import { formatVnd } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useSetServiceActive } from '@/entities/services/save-service';

interface Props {
  list: ListView<Service>;
  filters: ReactNode;
  /** SERVICE_UPDATE: the switch, edit and delete */
  canUpdate: boolean;
  onEdit: (service: Service) => void;
  onDelete: (service: Service) => void;
}

/** Dịch vụ: name, group, price in đồng, unit and an on/off switch. */
export function ServicesTable({ list, filters, canUpdate, onEdit, onDelete }: Props) {
  const t = useTranslations('services');
  const tc = useTranslations('common.serviceGroups');
  const tl = useTranslations('list');
  const toggle = useSetServiceActive();
  const setActive = (service: Service, isActive: boolean) =>
    toggle.mutate({ service, isActive }, { onSuccess: () => notify('success', t(isActive ? 'activated' : 'deactivated', { name: service.name })) });

  const head = (
    <>
      <SortColumn list={list} column="name" label={t('fields.name')} />
      <SortColumn list={list} column="group" label={t('fields.group')} />
      <SortColumn list={list} column="price" label={t('fields.price')} className="text-end" />
      <th scope="col">{t('fields.unit')}</th>
      <th scope="col">{t('fields.isActive')}</th>
      {canUpdate && (
        <th scope="col" className="text-end">
          {tl('actions')}
        </th>
      )}
    </>
  );
  const row = (s: Service) => (
    <tr key={s.id} className={s.isActive ? undefined : 'row-inactive'}>
      <td className="fw-semibold">
        {s.name}
        {s.description && <div className="small text-body-secondary fw-normal">{s.description}</div>}
      </td>
      <td>{tc(String(s.group))}</td>
      <td className="text-end text-nowrap">{formatVnd(s.price)}</td>
      <td>{s.unit}</td>
      <td>
        {canUpdate ? (
          <Form.Check
            type="switch"
            role="switch"
            id={`service-active-${s.id}`}
            checked={s.isActive}
            disabled={toggle.isPending && toggle.variables?.service.id === s.id}
            onChange={(e) => setActive(s, e.target.checked)}
            aria-label={t('toggleActive', { name: s.name })}
          />
        ) : (
          <Badge bg={s.isActive ? 'success' : 'secondary'}>{s.isActive ? tl('active') : tl('inactive')}</Badge>
        )}
      </td>
      {canUpdate && (
        <td className="text-end">
          <RowActions
            name={s.name}
            actions={[
              { label: tl('edit'), onClick: () => onEdit(s) },
              { label: tl('delete'), onClick: () => onDelete(s), danger: true },
            ]}
          />
        </td>
      )}
    </tr>
  );
  return <DataTable list={list} filters={filters} head={head} columns={canUpdate ? 6 : 5} row={row} />;
}
