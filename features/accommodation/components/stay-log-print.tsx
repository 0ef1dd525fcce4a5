'use client';

import { useTranslations } from 'next-intl';
import { Spinner, Table } from 'react-bootstrap';
import { SheetHeader, type SheetShop } from '@/components/print/sheet-header';
import { PetRoomType } from '@/lib/enums/pet-rooms';
import { formatDateTime, formatDay, formatTime } from '@/lib/format';
import { useStay, useStayLog } from '../api/stays';
import { entriesByDay, useEntryTexts } from './stay-log-parts';
import './stay-log-print.css';

interface StayLogPrintProps {
  shopId: string;
  stayId: string;
  /** the shop's day printed (YYYY-MM-DD) */
  day: string;
  shop: SheetShop;
}

/**
 * One day of a stay's log on A4: the shop, the pet, its owner and room, then each entry's time, the
 * staff who gave it, the vital signs, the care, the medicines and services and the note; the day's
 * signatures at the foot. What the nurse keeps at the cage, and the owner takes home.
 */
export function StayLogPrint({ shopId, stayId, day, shop }: StayLogPrintProps) {
  const t = useTranslations('accommodation');
  const tc = useTranslations('common');
  const stay = useStay(shopId, stayId);
  const log = useStayLog(shopId, stayId);
  const texts = useEntryTexts();
  if (!stay.data || !log.data) return <Spinner size="sm" role="status" aria-label={tc('loading')} />;
  const s = stay.data;
  const entries = entriesByDay(log.data).find((d) => d.day === day)?.entries ?? [];
  const inpatient = s.room.type === PetRoomType.INPATIENT_CARE;
  return (
    <article className="stay-sheet">
      <SheetHeader shop={shop} code={s.code} date={formatDay(day)} />
      <h1 className="h5 text-center mb-2">{t(inpatient ? 'log.treatmentSheet' : 'log.careLog')}</h1>
      <p className="mb-1">
        <strong>{t('stay.pet')}:</strong> {s.pet.name} · <strong>{t('stay.customer')}:</strong> {s.customer.name}
        {s.customer.phone && ` · ${s.customer.phone}`}
      </p>
      <p className="mb-2">
        <strong>{t('stay.room')}:</strong> {s.room.name} · <strong>{t('stay.checkedInAt')}:</strong> {s.checkedInAt ? formatDateTime(s.checkedInAt) : '—'}
        {s.feedingNote && ` · ${t('stay.feedingNote')}: ${s.feedingNote}`}
      </p>
      <Table size="sm" bordered className="mb-2">
        <thead>
          <tr>
            <th>{t('log.time')}</th>
            <th>{t('log.staff')}</th>
            <th>{t('log.vitals')}</th>
            <th>{t('log.care')}</th>
            <th>{t('log.givenAndDone')}</th>
            <th>{t('log.note')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.length === 0 && (
            <tr>
              <td colSpan={6} className="text-body-secondary">
                {t('log.emptyDay')}
              </td>
            </tr>
          )}
          {entries.map((entry) => {
            const { care, vitals, products, services } = texts(entry);
            return (
              <tr key={entry.id}>
                <td className="text-nowrap">{formatTime(entry.at)}</td>
                <td>{entry.staff.name}</td>
                <td>{vitals.join(' · ')}</td>
                <td>{care.join(', ')}</td>
                <td>
                  {[...products, ...services].map((line) => (
                    <div key={line}>{line}</div>
                  ))}
                </td>
                <td style={{ whiteSpace: 'pre-line' }}>{entry.note}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <div className="stay-signatures">
        <div className="fw-semibold">{t('log.signatureOwner')}</div>
        <div className="fw-semibold">{t('log.signatureStaff')}</div>
      </div>
    </article>
  );
}
