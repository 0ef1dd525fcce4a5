'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormModal } from '@/components/ui/form-modal';
import { updateActivity } from '@/entities/activities/activity-api';
import { useApiErrorHandler } from '@/lib/api/use-api-error-handler';
import type { Activity } from '@/lib/contracts/activities';
import { ActivityLinesEditor, type LinesValue } from './activity-lines-editor';
import { serverFieldErrors } from '@/lib/api/field-errors';
import { draftsOf, productBody, serviceBody } from './line-drafts';
import { useActivityChange } from '../api/use-activity-change';

/** An open activity's lines changed: services added or removed (a started one stays), medicine and goods. */
export function EditLinesModal({ shopId, activity, onClose }: { shopId: string; activity: Activity; onClose: () => void }) {
  const t = useTranslations('activities');
  const handleError = useApiErrorHandler();
  const [lines, setLines] = useState<LinesValue>(() => draftsOf(activity));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useActivityChange(
    shopId,
    () =>
      updateActivity(shopId, activity.id, {
        customerId: activity.customer.id,
        petId: activity.pet.id,
        type: activity.type,
        assigneeId: activity.assignee?.id ?? null,
        note: activity.note,
        version: activity.version,
        services: lines.services.map(serviceBody),
        products: lines.products.map(productBody),
      }),
    { silent: true },
  );
  const submit = () =>
    save.mutate(undefined, {
      onSuccess: onClose,
      onError: (e) => {
        const fields = serverFieldErrors(e);
        if (fields) setErrors(fields);
        else handleError(e);
      },
    });
  return (
    <FormModal title={t('page.editLines')} size="xl" saving={save.isPending} onSubmit={(e) => (e?.preventDefault(), submit())} onClose={onClose}>
      <ActivityLinesEditor shopId={shopId} value={lines} onChange={setLines} errors={errors} clinical={activity.type !== 1} />
    </FormModal>
  );
}
