'use client';

import { useTranslations } from 'next-intl';
import { Badge, ListGroup } from 'react-bootstrap';
import type { StayLogEntry } from '@/lib/contracts/stay-log';
import { formatDay, formatTime } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { shopPath } from '@/lib/paths';
import { entriesByDay, useEntryTexts } from './stay-log-parts';

const fileUrl = (fileId: string) => `/api/v1/files/${fileId}`;

/** A stay's log by day, newest day first, each day with its printable sheet; each entry with when, who, what was seen, given and done. */
export function StayLogList({ shopId, stayId, entries }: { shopId: string; stayId: string; entries: readonly StayLogEntry[] }) {
  const t = useTranslations('accommodation.log');
  const texts = useEntryTexts();
  if (entries.length === 0) return <p className="text-body-secondary mb-0">{t('empty')}</p>;
  return (
    <>
      {entriesByDay(entries)
        .reverse()
        .map(({ day, entries: ofDay }) => (
          <section key={day} className="mb-3" aria-label={t('dayTitle', { day: formatDay(day) })}>
            <div className="d-flex justify-content-between align-items-center mb-1">
              <h3 className="h6 mb-0">{t('dayTitle', { day: formatDay(day) })}</h3>
              <Link href={`${shopPath(shopId, `/print/stays/${stayId}`)}?day=${day}`} target="_blank" className="btn btn-sm btn-outline-secondary" aria-label={t('printDay', { day: formatDay(day) })}>
                <i className="bi bi-printer me-1" aria-hidden="true" />
                {t('print')}
              </Link>
            </div>
            <ListGroup variant="flush" as="ol">
              {ofDay.map((entry) => {
                const { care, vitals, products, services } = texts(entry);
                return (
                  <ListGroup.Item as="li" key={entry.id} className="px-0 d-flex gap-3">
                    <div className="text-nowrap fw-semibold" style={{ minWidth: '3rem' }}>
                      {formatTime(entry.at)}
                    </div>
                    <div className="flex-grow-1 small">
                      <div className="d-flex flex-wrap gap-1 align-items-center">
                        <span className="text-body-secondary">{entry.staff.name}</span>
                        {care.map((c) => (
                          <Badge key={c} bg="success-subtle" text="success-emphasis">
                            {c}
                          </Badge>
                        ))}
                        {vitals.map((v) => (
                          <Badge key={v} bg="info-subtle" text="info-emphasis">
                            {v}
                          </Badge>
                        ))}
                      </div>
                      {entry.note && <div style={{ whiteSpace: 'pre-line' }}>{entry.note}</div>}
                      {products.length > 0 && <div>{t('given', { list: products.join('; ') })}</div>}
                      {services.length > 0 && <div>{t('done', { list: services.join('; ') })}</div>}
                    </div>
                    {entry.photo && (
                      <a href={fileUrl(entry.photo.fileId)} target="_blank" rel="noreferrer" aria-label={t('openPhoto', { time: formatTime(entry.at) })}>
                        {/* eslint-disable-next-line @next/next/no-img-element -- served by /api/v1/files */}
                        <img src={fileUrl(entry.photo.fileId)} alt={entry.photo.name} width={64} height={64} className="rounded border object-fit-cover" />
                      </a>
                    )}
                  </ListGroup.Item>
                );
              })}
            </ListGroup>
          </section>
        ))}
    </>
  );
}
