'use client';

import { useTimeZone, useTranslations } from 'next-intl';
import { Spinner } from 'react-bootstrap';
import { SheetHeader, type SheetShop } from '@/components/print/sheet-header';
import { useActivity } from '@/entities/activities/activity-api';
import { useActivityTypeLabel } from '@/entities/activities/activity-labels';
import { ageFrom, formatDateTime, formatDay } from '@/lib/format';
import './activity-record-print.css';

interface RecordPrintProps {
  shopId: string;
  activityId: string;
  shop: SheetShop;
}

/**
 * A visit's medical record and prescription on A5: the shop, the pet and its owner, vital signs,
 * symptoms, diagnosis and treatment, the medicine with how to give it, the vaccines with their lot
 * and booster date, the next visit, and the vet's signature.
 */
export function ActivityRecordPrint({ shopId, activityId, shop }: RecordPrintProps) {
  const t = useTranslations('activities');
  const tc = useTranslations('common');
  const typeLabel = useActivityTypeLabel();
  const timeZone = useTimeZone();
  const { data: a } = useActivity(shopId, activityId);
  if (!a) return <Spinner size="sm" role="status" aria-label={tc('loading')} />;
  const r = a.record;
  const age = ageFrom(a.pet.birthDate);
  const vitals = r
    ? [
        r.weightKg !== null && `${t('record.weightKg')}: ${r.weightKg.toLocaleString('vi-VN')}`,
        r.temperatureC !== null && `${t('record.temperatureC')}: ${r.temperatureC.toLocaleString('vi-VN')}`,
        r.heartRate !== null && `${t('record.heartRate')}: ${r.heartRate}`,
        r.respiratoryRate !== null && `${t('record.respiratoryRate')}: ${r.respiratoryRate}`,
      ].filter(Boolean)
    : [];
  const texts = r ? ([['symptoms', r.symptoms], ['diagnosis', r.diagnosis], ['treatment', r.treatment], ['notes', r.notes]] as const).filter(([, v]) => v) : [];
  return (
    <article className="record-sheet">
      <SheetHeader shop={shop} code={a.code} date={formatDateTime(a.createdAt, timeZone)} />
      <h1 className="h5 text-center mb-2">{t('record.printTitle')}</h1>
      <p className="mb-1">
        <strong>{t('fields.pet')}:</strong> {a.pet.name} · {tc(`petSpecies.${a.pet.species}` as 'petSpecies.dog')}
        {a.pet.breed && ` · ${a.pet.breed}`}
        {age && ` · ${age.years > 0 ? t('page.age', age) : t('page.ageMonths', { months: age.months })}`}
      </p>
      <p className="mb-1">
        <strong>{t('record.owner')}:</strong> {a.customer.name}
        {a.customer.phoneNumber && ` · ${a.customer.phoneNumber}`}
      </p>
      <p className="mb-2">
        <strong>{t('fields.type')}:</strong> {typeLabel(a.type)} · {a.serviceLines.map((l) => l.name).join(', ')}
      </p>
      {vitals.length > 0 && (
        <p className="mb-2">
          <strong>{t('record.vitals')}:</strong> {vitals.join(' · ')}
        </p>
      )}
      {texts.map(([key, value]) => (
        <p key={key} className="mb-2" style={{ whiteSpace: 'pre-line' }}>
          <strong>{t(`record.${key}`)}:</strong> {value}
        </p>
      ))}
      {a.productLines.length > 0 && (
        <>
          <h2 className="h6 mt-2">{t('record.prescription')}</h2>
          <table className="table table-sm mb-2">
            <tbody>
              {a.productLines.map((l, i) => (
                <tr key={l.id}>
                  <td>{i + 1}.</td>
                  <td>
                    <div className="fw-semibold">{l.name}</div>
                    {l.dosage && <div className="small">{l.dosage}</div>}
                    {l.nextDueOn && (
                      <div className="small">
                        {l.batchNo && `${t('fields.batch')} ${l.batchNo} · `}
                        {t('fields.nextDueOn')}: {formatDay(l.nextDueOn)}
                      </div>
                    )}
                  </td>
                  <td className="text-end text-nowrap">
                    {l.quantity} {l.unitName}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {r?.nextVisitOn && (
        <p className="mb-0">
          <strong>{t('record.nextVisitOn')}:</strong> {formatDay(r.nextVisitOn)}
        </p>
      )}
      <div className="record-signatures">
        <div>
          <div className="fw-semibold">{t('record.owner')}</div>
        </div>
        <div>
          <div className="fw-semibold">{t('record.signature')}</div>
          <div className="mt-5">{a.completed?.by?.name ?? a.started?.by?.name ?? a.assignee?.name ?? ''}</div>
        </div>
      </div>
    </article>
  );
}
