'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { FormField } from '@/components/ui/form-field';
import { FormModal } from '@/components/ui/form-modal';
import { updateActivity } from '@/entities/activities/activity-api';
import { serverFieldErrors, zodFieldErrors } from '@/lib/api/field-errors';
import { useApiErrorHandler } from '@/lib/api/use-api-error-handler';
import { type Activity, activityUpdateBody, type ActivityUpdateInput } from '@/lib/contracts/activities';
import { ActivityStatus } from '@/lib/enums/activities';
import { useActivityChange } from '../api/use-activity-change';
import { type ActivityParties, ActivityPartiesFields, partiesBody } from './activity-parties-fields';
import { ActivityLinesEditor, type LinesValue } from '@/entities/activities/activity-lines-editor';
import { draftsOf, productBody, serviceBody } from '@/entities/activities/line-drafts';

/**
 * An open activity edited on the version it was read at: a draft or waiting one wholly (another
 * customer or pet, type, assignee, lines, note); one in progress keeps whom it is for and changes
 * its assignee, lines (a started service stays) and note.
 */
export function EditActivityModal({ shopId, activity, onClose }: { shopId: string; activity: Activity; onClose: () => void }) {
  const t = useTranslations('activities');
  const handleError = useApiErrorHandler();
  const pending = activity.status === ActivityStatus.DRAFT || activity.status === ActivityStatus.WAITING;
  const [parties, setParties] = useState<ActivityParties>(() => ({
    customer: { id: activity.customer.id, name: activity.customer.name, phone: activity.customer.phoneNumber },
    petId: activity.pet.id,
    type: String(activity.type),
    assigneeId: activity.assignee?.id ?? '',
  }));
  const [note, setNote] = useState(activity.note ?? '');
  const [lines, setLines] = useState<LinesValue>(() => draftsOf(activity));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useActivityChange(shopId, (body: ActivityUpdateInput) => updateActivity(shopId, activity.id, body), { silent: true });
  const submit = () => {
    const parsed = activityUpdateBody.safeParse({
      ...partiesBody(parties),
      note,
      version: activity.version,
      services: lines.services.map(serviceBody),
      products: lines.products.map(productBody),
    });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    save.mutate(parsed.data, {
      onSuccess: onClose,
      onError: (e) => {
        const fields = serverFieldErrors(e);
        if (fields) setErrors(fields);
        else handleError(e);
      },
    });
  };
  return (
    <FormModal title={t('page.editTitle', { code: activity.code })} size="xl" saving={save.isPending} onSubmit={(e) => (e?.preventDefault(), submit())} onClose={onClose}>
      <ActivityPartiesFields shopId={shopId} value={parties} onChange={setParties} errors={errors} locked={!pending} />
      <ActivityLinesEditor shopId={shopId} value={lines} onChange={setLines} errors={errors} clinical={Number(parties.type) !== 1} />
      <FormField id="activity-edit-note" label={t('fields.note')} error={errors.note}>
        <Form.Control as="textarea" rows={2} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
      </FormField>
    </FormModal>
  );
}
