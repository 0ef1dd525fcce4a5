'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import { FormField } from '@/components/ui/form-field';
import { createActivity } from '@/entities/activities/activity-api';
import { activityKeys } from '@/entities/activities/activity-keys';
import { serviceStaticsKeys } from '@/entities/activities/service-statics';
import { useApiErrorHandler } from '@/lib/api/use-api-error-handler';
import { activityBody } from '@/lib/contracts/activities';
import { InvoiceType } from '@/lib/enums/activities';
import { useRouter } from '@/lib/i18n/navigation';
import { shopPath } from '@/lib/paths';
import { notify } from '@/lib/toast';
import { ActivityLinesEditor, type LinesValue } from '@/entities/activities/activity-lines-editor';
import { type ActivityParties, ActivityPartiesFields, partiesBody } from './activity-parties-fields';
import { productBody, serviceBody } from '@/entities/activities/line-drafts';
import { serverFieldErrors, zodFieldErrors } from '@/lib/api/field-errors';

const EMPTY_LINES: LinesValue = { services: [], products: [] };
const NO_PARTIES: ActivityParties = { customer: null, petId: '', type: String(InvoiceType.HEALTHCARE), assigneeId: '' };

/**
 * "Tạo hoạt động mới" at the front desk: the customer (typeahead by name or phone, accents aside,
 * or added on the spot), one of their pets (or a new one), the type, services and medicine or
 * goods, the assignee and a note; kept as a draft or sent straight to the queue. With the user's
 * single-user flow on, the activity's page opens next.
 */
export function NewActivityForm({ shopId }: { shopId: string }) {
  const t = useTranslations('activities');
  const router = useRouter();
  const queryClient = useQueryClient();
  const handleError = useApiErrorHandler();
  const { data: session } = useSession();
  const [parties, setParties] = useState<ActivityParties>(NO_PARTIES);
  const [note, setNote] = useState('');
  const [lines, setLines] = useState<LinesValue>(EMPTY_LINES);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const changeParties = (next: ActivityParties) => {
    if (next.customer !== parties.customer) setErrors((now) => Object.fromEntries(Object.entries(now).filter(([field]) => field !== 'customerId')));
    setParties(next);
  };

  const reset = () => {
    // the type and assignee stay: the next visit at the desk is often of the same kind
    setParties((now) => ({ ...now, customer: null, petId: '' }));
    setNote('');
    setLines(EMPTY_LINES);
    setErrors({});
  };

  const save = async (submit: boolean) => {
    const body = { ...partiesBody(parties), note, services: lines.services.map(serviceBody), products: lines.products.map(productBody), submit };
    const parsed = activityBody.safeParse(body);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setBusy(true);
    try {
      const activity = await createActivity(shopId, parsed.data);
      notify('success', t('home.created', { code: activity.code }));
      reset();
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
      void queryClient.invalidateQueries({ queryKey: serviceStaticsKeys.all });
      if (session?.user.isSingleUserFlowEnabled) router.push(shopPath(shopId, `/activities/${activity.id}`));
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else handleError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card as="section" aria-labelledby="new-activity-title">
      <Card.Body>
        <h2 id="new-activity-title" className="h5 mb-3">
          {t('home.newActivity')}
        </h2>
        <Form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save(true);
          }}
        >
          <ActivityPartiesFields shopId={shopId} value={parties} onChange={changeParties} errors={errors} />
          <ActivityLinesEditor shopId={shopId} value={lines} onChange={setLines} errors={errors} />
          <FormField id="activity-note" label={t('fields.note')} error={errors.note}>
            <Form.Control as="textarea" rows={2} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
          </FormField>
          <div className="d-flex gap-2 justify-content-end">
            <Button variant="outline-secondary" disabled={busy} onClick={() => void save(false)}>
              {t('home.saveDraft')}
            </Button>
            <Button type="submit" disabled={busy}>
              <i className="bi bi-send me-1" aria-hidden="true" />
              {t('home.sendToQueue')}
            </Button>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
