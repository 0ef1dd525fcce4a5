'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { Button, Card, ListGroup } from 'react-bootstrap';
import { deleteAttachment, uploadAttachment } from '@/entities/activities/activity-api';
import type { Activity } from '@/lib/contracts/activities';
import { InvoiceType } from '@/lib/enums/activities';
import { useActivityChange } from '../api/use-activity-change';

const fileUrl = (fileId: string) => `/api/v1/files/${fileId}`;

/** A visit's files: the results of its lines, a grooming's before and after photos; added and removed while it is open. */
export function ActivityFilesCard({ shopId, activity, editable }: { shopId: string; activity: Activity; editable: boolean }) {
  const t = useTranslations('activities');
  const picker = useRef<HTMLInputElement>(null);
  const kind = useRef<'before' | 'after' | 'result'>('result');
  const upload = useActivityChange(shopId, (file: File) => uploadAttachment(shopId, { activityId: activity.id, file, kind: kind.current }));
  const remove = useActivityChange(shopId, async (id: string) => {
    await deleteAttachment(shopId, id);
  });
  const lineName = (id: string | null) => activity.serviceLines.find((l) => l.id === id)?.name;
  const kinds = activity.type === InvoiceType.GROOMING ? (['before', 'after'] as const) : (['result'] as const);
  const labelOf = (k: string) => (k === 'before' ? t('page.before') : k === 'after' ? t('page.after') : t('page.addFile'));
  if (!editable && activity.attachments.length === 0) return null;

  return (
    <Card className="mb-3" as="section" aria-labelledby="files-title">
      <Card.Header className="d-flex justify-content-between align-items-center">
        <h2 id="files-title" className="h6 mb-0">
          {t('page.files')}
        </h2>
        {editable && (
          <div className="d-flex gap-2">
            {kinds.map((k) => (
              <Button key={k} size="sm" variant="outline-primary" disabled={upload.isPending} onClick={() => ((kind.current = k), picker.current?.click())}>
                <i className="bi bi-paperclip me-1" aria-hidden="true" />
                {labelOf(k)}
              </Button>
            ))}
            <input
              ref={picker}
              type="file"
              hidden
              accept="image/*,application/pdf"
              aria-label={t('page.addFile')}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) upload.mutate(file);
                e.target.value = '';
              }}
            />
          </div>
        )}
      </Card.Header>
      <ListGroup variant="flush">
        {activity.attachments.map((a) => (
          <ListGroup.Item key={a.id} className="d-flex align-items-center gap-3">
            {a.mimeType.startsWith('image/') ? (
              // eslint-disable-next-line @next/next/no-img-element -- a stored file, served with its own caching headers
              <img src={fileUrl(a.fileId)} alt={a.name} style={{ width: 64, height: 64, objectFit: 'cover' }} className="rounded border" />
            ) : (
              <i className="bi bi-file-earmark-pdf fs-2 text-danger" aria-hidden="true" />
            )}
            <div className="flex-grow-1 min-w-0">
              <a href={fileUrl(a.fileId)} target="_blank" rel="noreferrer" className="text-truncate d-block">
                {a.name}
              </a>
              <span className="small text-body-secondary">{a.kind === 'result' ? (lineName(a.serviceLineId) ?? t('fields.result')) : labelOf(a.kind)}</span>
            </div>
            {editable && (
              <Button size="sm" variant="link" className="text-danger" aria-label={`${t('page.removeFile')}: ${a.name}`} onClick={() => remove.mutate(a.id)}>
                <i className="bi bi-trash" aria-hidden="true" />
              </Button>
            )}
          </ListGroup.Item>
        ))}
        {editable && activity.attachments.length === 0 && <ListGroup.Item className="small text-body-secondary">{t('page.fileHint')}</ListGroup.Item>}
      </ListGroup>
    </Card>
  );
}
