'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DetailList } from '@/components/ui/detail-list';
import { ModalHeader } from '@/components/ui/modal-header';
import type { Appointment } from '@/lib/contracts/appointments';
import { AppointmentStatus } from '@/lib/enums/appointments';
import { formatDateTime, formatTime } from '@/lib/format';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { shopPath } from '@/lib/paths';
import { notify } from '@/lib/toast';
import { useAppointmentStatus, useArriveAppointment } from '../api/appointments';
import { AppointmentStatusBadge } from './appointment-status';

const { SCHEDULED, CONFIRMED, ARRIVED, DONE, CANCELED, NO_SHOW } = AppointmentStatus;

/**
 * One appointment: who, what, with whom and when, and what the desk does with it — confirm it, mark
 * the customer arrived (its activity is made and opened), missed or canceled (asked first), done once
 * arrived, or edit it.
 */
export function AppointmentDetailModal({ shopId, appointment: a, onEdit, onClose }: { shopId: string; appointment: Appointment; onEdit: () => void; onClose: () => void }) {
  const t = useTranslations('appointments');
  const router = useRouter();
  const setStatus = useAppointmentStatus();
  const arrive = useArriveAppointment();
  const [canceling, setCanceling] = useState(false);
  const open = a.status === SCHEDULED || a.status === CONFIRMED;
  const move = (status: number) =>
    setStatus.mutate({ id: a.id, status }, { onSuccess: (changed) => (notify('success', t('statusChanged', { code: changed.code, status: t(`status.${changed.status}`) })), onClose()) });
  const arrived = () =>
    arrive.mutate(a.id, {
      onSuccess: ({ activityId }) => {
        notify('success', t('arrived', { pet: a.pet.name }));
        router.push(shopPath(shopId, `/activities/${activityId}`));
      },
    });
  const busy = setStatus.isPending || arrive.isPending;

  return (
    <>
      <Modal show={!canceling} onHide={onClose} centered aria-labelledby="appointment-detail-title">
        <ModalHeader>
          <Modal.Title id="appointment-detail-title" as="h2" className="h5 d-flex align-items-center gap-2">
            {t('detailTitle', { code: a.code })} <AppointmentStatusBadge status={a.status} />
          </Modal.Title>
        </ModalHeader>
        <Modal.Body>
          <DetailList
            items={[
              [t('fields.time'), `${formatDateTime(a.startsAt)}–${formatTime(a.endsAt)} (${t('minutes', { count: a.durationMinutes })})`],
              [t('fields.customer'), [a.customer.name, a.customer.phone].filter(Boolean).join(' · ')],
              [t('fields.pet'), a.pet.name],
              [t('fields.service'), a.service?.name],
              [t('fields.staff'), a.staff?.name ?? t('anyStaff')],
              [t('fields.note'), a.note],
            ]}
          />
        </Modal.Body>
        <Modal.Footer className="justify-content-between">
          <div className="d-flex flex-wrap gap-2">
            {open && (
              <Button variant="primary" disabled={busy} onClick={arrived}>
                <i className="bi bi-box-arrow-in-right me-1" aria-hidden="true" />
                {t('actions.arrive')}
              </Button>
            )}
            {a.status === SCHEDULED && (
              <Button variant="outline-success" disabled={busy} onClick={() => move(CONFIRMED)}>
                {t('actions.confirm')}
              </Button>
            )}
            {a.status === CONFIRMED && (
              <Button variant="outline-secondary" disabled={busy} onClick={() => move(SCHEDULED)}>
                {t('actions.unconfirm')}
              </Button>
            )}
            {a.status === ARRIVED && (
              <Button variant="outline-success" disabled={busy} onClick={() => move(DONE)}>
                {t('actions.done')}
              </Button>
            )}
            {a.activityId && (
              <Link href={shopPath(shopId, `/activities/${a.activityId}`)} className="btn btn-outline-secondary">
                {t('actions.openActivity')}
              </Link>
            )}
          </div>
          {open && (
            <div className="d-flex flex-wrap gap-2">
              <Button variant="outline-secondary" disabled={busy} onClick={onEdit}>
                {t('actions.edit')}
              </Button>
              <Button variant="outline-secondary" disabled={busy} onClick={() => move(NO_SHOW)}>
                {t('actions.noShow')}
              </Button>
              <Button variant="outline-danger" disabled={busy} onClick={() => setCanceling(true)}>
                {t('actions.cancel')}
              </Button>
            </div>
          )}
        </Modal.Footer>
      </Modal>
      <ConfirmDialog
        show={canceling}
        title={t('cancelTitle', { code: a.code })}
        body={t('cancelBody', { pet: a.pet.name, at: formatDateTime(a.startsAt) })}
        confirmLabel={t('actions.cancel')}
        busy={setStatus.isPending}
        onConfirm={() => move(CANCELED)}
        onCancel={() => setCanceling(false)}
      />
    </>
  );
}
