'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { FormField } from '@/components/ui/form-field';
import { FormModal } from '@/components/ui/form-modal';
import { updateServiceLine, uploadAttachment } from '@/entities/activities/activity-api';
import { useApiErrorHandler } from '@/lib/api/use-api-error-handler';
import type { ServiceLine } from '@/lib/contracts/activities';
import { notify } from '@/lib/toast';
import { useActivityChange } from '../api/use-activity-change';
import { serverFieldErrors } from '@/lib/api/field-errors';

/** A service line's result as typed, with a file of it (an ultrasound image, a lab's PDF) when there is one. */
export function LineResultModal({ shopId, activityId, line, onClose }: { shopId: string; activityId: string; line: ServiceLine; onClose: () => void }) {
  const t = useTranslations('activities');
  const [result, setResult] = useState(line.result ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const handleError = useApiErrorHandler();
  const save = useActivityChange(
    shopId,
    async () => {
      await updateServiceLine(shopId, line.id, { result: result.trim() || null });
      return file ? uploadAttachment(shopId, { activityId, file, kind: 'result', serviceLineId: line.id }) : undefined;
    },
    { silent: true },
  );
  const submit = () =>
    save.mutate(undefined, {
      onSuccess: () => (notify('success', t('queue.resultSaved')), onClose()),
      onError: (e) => {
        const under = serverFieldErrors(e)?.result;
        if (under) setError(under);
        else handleError(e);
      },
    });
  return (
    <FormModal title={`${t('fields.result')}: ${line.name}`} saving={save.isPending} onSubmit={(e) => (e?.preventDefault(), submit())} onClose={onClose}>
      <FormField id="line-result" label={t('fields.result')} error={error}>
        <Form.Control as="textarea" rows={5} maxLength={5000} value={result} onChange={(e) => setResult(e.target.value)} autoFocus />
      </FormField>
      <FormField id="line-file" label={t('page.addFile')} hint={t('page.fileHint')}>
        <Form.Control type="file" accept="image/*,application/pdf" onChange={(e) => setFile((e.target as HTMLInputElement).files?.[0] ?? null)} />
      </FormField>
    </FormModal>
  );
}
