'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert, Col, Row, Spinner, Table } from 'react-bootstrap';
import { FilterSelect } from '@/components/ui/filter-select';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { SearchBox } from '@/components/ui/search-box';
import type { Appointment } from '@/lib/contracts/appointments';
import { APPOINTMENT_STATUS_IDS } from '@/lib/enums/appointments';
import { formatDateTime, formatTime, todayIn } from '@/lib/format';
import { useAppointmentList } from '../api/appointments';
import { AppointmentStatusBadge } from './appointment-status';

/** The schedule as a list, from today on: searched by code, customer, phone or pet, by status, paged; a row opens the appointment. */
export function AppointmentList({ shopId, onOpen }: { shopId: string; onOpen: (a: Appointment) => void }) {
  const t = useTranslations('appointments');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const list = useAppointmentList(shopId, { search: search || undefined, status: status || undefined, from: search ? undefined : todayIn(), page, limit });
  const rows = list.data?.items ?? [];
  return (
    <>
      <Row className="g-2 mb-3">
        <Col md={6} lg={5}>
          <SearchBox value={search} onSearch={(text) => (setSearch(text), setPage(1))} placeholder={t('searchPlaceholder')} />
        </Col>
        <Col xs={6} md={3} lg={2}>
          <FilterSelect label={t('fields.status')} allLabel={t('allStatuses')} value={status} onChange={(v) => (setStatus(v), setPage(1))} options={APPOINTMENT_STATUS_IDS.map((s) => ({ value: String(s), label: t(`status.${s}`) }))} />
        </Col>
      </Row>
      {list.isPending && <Spinner role="status" aria-label={t('title')} />}
      {list.isError && <Alert variant="danger">{t('loadFailed')}</Alert>}
      {list.data && rows.length === 0 && <Alert variant="light" className="text-center border">{t('listEmpty')}</Alert>}
      {rows.length > 0 && (
        <Table responsive hover className="align-middle">
          <thead>
            <tr>
              <th>{t('fields.code')}</th>
              <th>{t('fields.time')}</th>
              <th>{t('fields.customer')}</th>
              <th>{t('fields.pet')}</th>
              <th>{t('fields.service')}</th>
              <th>{t('fields.staff')}</th>
              <th>{t('fields.status')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((a) => (
              <tr key={a.id}>
                <td>
                  <button type="button" className="btn btn-link p-0" onClick={() => onOpen(a)}>
                    {a.code}
                  </button>
                </td>
                <td className="text-nowrap">
                  {formatDateTime(a.startsAt)}–{formatTime(a.endsAt)}
                </td>
                <td>
                  {a.customer.name}
                  {a.customer.phone && <div className="small text-body-secondary">{a.customer.phone}</div>}
                </td>
                <td>{a.pet.name}</td>
                <td>{a.service?.name ?? ''}</td>
                <td>{a.staff?.name ?? t('anyStaff')}</td>
                <td>
                  <AppointmentStatusBadge status={a.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {list.data && list.data.total > 0 && <PaginationBar page={page} limit={limit} total={list.data.total} onPage={setPage} onLimit={(l) => (setLimit(l), setPage(1))} />}
    </>
  );
}
