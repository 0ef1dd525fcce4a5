'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Alert, Badge, Button, ButtonGroup, Col, Form, Row, Spinner, Table } from 'react-bootstrap';
import { AppModal } from '@/components/ui/app-modal';
import { FilterSelect } from '@/components/ui/filter-select';
import { FormField } from '@/components/ui/form-field';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { SearchBox } from '@/components/ui/search-box';
import { CONTACT_OUTCOMES, REMINDER_KINDS, REMINDER_WINDOWS, type Reminder, type ReminderWindow } from '@/lib/contracts/reminders';
import { formatDateTime, formatDay, formatTime } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useRecordContact, useReminders } from '../api/appointments';

/**
 * What the desk should call about (issue 19 §6): boosters due, follow-up visits, tomorrow's
 * appointments, in a window (overdue, today, 7 or 30 days), by kind, found by customer, phone or pet;
 * each with the phone to call, a message to copy (in Vietnamese, signed by the shop) and the call's
 * outcome once recorded.
 */
export function ReminderList({ shopId }: { shopId: string }) {
  const t = useTranslations('appointments.reminders');
  const [range, setRange] = useState<ReminderWindow>('7d');
  const [kind, setKind] = useState('');
  const [pending, setPending] = useState(false);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const [contacting, setContacting] = useState<Reminder | null>(null);
  const list = useReminders(shopId, { window: range, kind: kind || undefined, pending: pending ? 'true' : undefined, search: search || undefined, page, limit });
  const rows = list.data?.items ?? [];
  const reset = <T,>(set: (v: T) => void) => (v: T) => (set(v), setPage(1));
  const copy = async (r: Reminder) => {
    await navigator.clipboard.writeText(r.message);
    notify('success', t('copied', { customer: r.customer.name }));
  };

  return (
    <>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <ButtonGroup aria-label={t('title')}>
          {REMINDER_WINDOWS.map((w) => (
            <Button key={w} variant={w === range ? 'primary' : 'outline-primary'} aria-pressed={w === range} onClick={() => reset(setRange)(w)}>
              {t(`windows.${w}`)}
            </Button>
          ))}
        </ButtonGroup>
      </div>
      <Row className="g-2 mb-3 align-items-center">
        <Col md={6} lg={5}>
          <SearchBox value={search} onSearch={reset(setSearch)} placeholder={t('searchPlaceholder')} />
        </Col>
        <Col xs={6} md={3} lg={3}>
          <FilterSelect label={t('fields.kind')} allLabel={t('allKinds')} value={kind} onChange={reset(setKind)} options={REMINDER_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} />
        </Col>
        <Col xs={6} md={3} lg={3}>
          <Form.Check type="switch" id="reminders-pending" label={t('pendingOnly')} checked={pending} onChange={(e) => reset(setPending)(e.target.checked)} />
        </Col>
      </Row>
      {list.isPending && <Spinner role="status" aria-label={t('title')} />}
      {list.isError && <Alert variant="danger">{t('loadFailed')}</Alert>}
      {list.data && rows.length === 0 && <Alert variant="light" className="text-center border">{t('empty')}</Alert>}
      {rows.length > 0 && (
        <Table responsive className="align-middle" aria-label={t('title')}>
          <thead>
            <tr>
              <th>{t('fields.due')}</th>
              <th>{t('fields.kind')}</th>
              <th>{t('fields.customer')}</th>
              <th>{t('fields.pet')}</th>
              <th>{t('fields.what')}</th>
              <th>{t('fields.contact')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.kind}:${r.sourceId}`}>
                <td className="text-nowrap">
                  {formatDay(r.dueOn)}
                  {r.at && ` ${formatTime(r.at)}`}
                </td>
                <td>
                  <Badge bg={r.kind === 'vaccination' ? 'info' : r.kind === 'follow_up' ? 'primary' : 'success'} text={r.kind === 'vaccination' ? 'dark' : undefined}>
                    {t(`kinds.${r.kind}`)}
                  </Badge>
                </td>
                <td>
                  {r.customer.name}
                  {r.customer.phone && (
                    <div className="small">
                      <a href={`tel:${r.customer.phone}`}>{r.customer.phone}</a>
                    </div>
                  )}
                </td>
                <td>{r.pet.name}</td>
                <td>{r.what ?? t('followUp')}</td>
                <td className="small">
                  {r.contact ? t('contactedBy', { outcome: t(`outcomes.${r.contact.outcome}`), by: r.contact.by.name, at: formatDateTime(r.contact.at) }) : <span className="text-body-secondary">{t('notContacted')}</span>}
                  {r.contact?.note && <div className="text-body-secondary">{r.contact.note}</div>}
                </td>
                <td className="text-end text-nowrap">
                  <Button size="sm" variant="outline-secondary" className="me-1" aria-label={`${t('copy')}: ${r.customer.name} · ${r.pet.name}`} onClick={() => void copy(r)}>
                    <i className="bi bi-clipboard" aria-hidden="true" />
                  </Button>
                  <Button size="sm" variant="outline-primary" aria-label={`${t('markContacted')}: ${r.customer.name} · ${r.pet.name}`} onClick={() => setContacting(r)}>
                    {t('markContacted')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {list.data && list.data.total > 0 && <PaginationBar page={page} limit={limit} total={list.data.total} onPage={setPage} onLimit={(l) => (setLimit(l), setPage(1))} />}
      {contacting && <ContactModal reminder={contacting} onClose={() => setContacting(null)} />}
    </>
  );
}

/** "Đã liên hệ": the outcome of the call and a note, with the message that was (or will be) sent. */
function ContactModal({ reminder: r, onClose }: { reminder: Reminder; onClose: () => void }) {
  const t = useTranslations('appointments.reminders');
  const id = useId();
  const record = useRecordContact();
  const [outcome, setOutcome] = useState<(typeof CONTACT_OUTCOMES)[number]>(r.contact?.outcome ?? 'reached');
  const [note, setNote] = useState(r.contact?.note ?? '');
  const save = () =>
    record.mutate({ kind: r.kind, sourceId: r.sourceId, dueOn: r.dueOn, outcome, note }, { onSuccess: () => (notify('success', t('saved', { customer: r.customer.name })), onClose()) });
  return (
    <AppModal show title={t('contactTitle', { customer: r.customer.name, pet: r.pet.name })} onClose={onClose} onSave={save} saving={record.isPending}>
      <FormField id={`${id}-message`} label={t('message')}>
        <Form.Control as="textarea" rows={4} readOnly value={r.message} />
      </FormField>
      <FormField id={`${id}-outcome`} label={t('outcome')}>
        <Form.Select value={outcome} onChange={(e) => setOutcome(e.target.value as typeof outcome)}>
          {CONTACT_OUTCOMES.map((o) => (
            <option key={o} value={o}>
              {t(`outcomes.${o}`)}
            </option>
          ))}
        </Form.Select>
      </FormField>
      <FormField id={`${id}-note`} label={t('note')}>
        <Form.Control as="textarea" rows={2} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
      </FormField>
    </AppModal>
  );
}
