'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { Fragment, type ReactNode, useState } from 'react';
import { Button, Card, Col, Row } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '@/components/ui/form-controls';
import { DateField } from '@/components/ui/date-field';
import { saveActivityRecord } from '@/entities/activities/activity-api';
import { useApiErrorHandler } from '@/lib/api/use-api-error-handler';
import { type Activity, activityRecordBody } from '@/lib/contracts/activities';
import { InvoiceType } from '@/lib/enums/activities';
import { applyServerErrors, FORM_OPTIONS } from '@/lib/forms';
import { formatDay } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useActivityChange } from '../api/use-activity-change';
import { ActivityLinesEditor, type LinesValue } from '@/entities/activities/activity-lines-editor';
import { serverFieldErrors } from '@/lib/api/field-errors';
import { draftsOf, productBody } from '@/entities/activities/line-drafts';

type FormInput = z.input<typeof activityRecordBody>;
type RecordField = 'weightKg' | 'temperatureC' | 'heartRate' | 'respiratoryRate' | 'symptoms' | 'diagnosis' | 'treatment' | 'notes' | 'nextVisitOn';

/** The record as the form shows it: numbers with the language's decimal mark (38,5 in Vietnamese). */
const valuesOf = (a: Activity, locale: string): FormInput => {
  const r = a.record;
  const text = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : typeof v === 'number' ? v.toLocaleString(locale, { useGrouping: false, maximumFractionDigits: 2 }) : v);
  return {
    weightKg: text(r?.weightKg ?? null),
    temperatureC: text(r?.temperatureC),
    heartRate: text(r?.heartRate),
    respiratoryRate: text(r?.respiratoryRate),
    symptoms: text(r?.symptoms),
    diagnosis: text(r?.diagnosis),
    treatment: text(r?.treatment),
    notes: text(r?.notes),
    nextVisitOn: text(r?.nextVisitOn),
  };
};

/**
 * The clinical record of an examination or home visit (vital signs, symptoms, diagnosis,
 * treatment, next visit) with its prescription and vaccinations (lot, booster date); a grooming
 * keeps its notes. Read-only once the visit is over; its weight goes into the pet's history.
 */
export function ActivityRecordForm({ shopId, activity, editable }: { shopId: string; activity: Activity; editable: boolean }) {
  const t = useTranslations('activities');
  const locale = useLocale();
  const handleError = useApiErrorHandler();
  const clinical = activity.type !== InvoiceType.GROOMING && activity.type !== InvoiceType.HOTEL;
  const form = useForm<FormInput, unknown, z.output<typeof activityRecordBody>>({ ...FORM_OPTIONS, resolver: zodResolver(activityRecordBody), values: valuesOf(activity, locale) });
  const [lines, setLines] = useState<LinesValue>(() => draftsOf(activity));
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const save = useActivityChange(shopId, (body: object) => saveActivityRecord(shopId, activity.id, body), { silent: true });
  const submit = form.handleSubmit((values) =>
    save.mutate(clinical ? { ...values, products: lines.products.map(productBody) } : { notes: values.notes }, {
      onSuccess: (a) => (a && setLines(draftsOf(a)), setLineErrors({}), notify('success', t('record.saved'))),
      onError: (e) => {
        setLineErrors(serverFieldErrors(e) ?? {});
        if (!applyServerErrors(form, e)) handleError(e);
      },
    }),
  );
  const field = (name: RecordField) => ({ form, name, label: t(`record.${name}`) });
  if (!editable) return <RecordView clinical={clinical} values={valuesOf(activity, locale)} />;

  return (
    <RecordCard clinical={clinical}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {clinical && (
          <>
            <Row>
              <Col xs={6} md={3}>
                <TextField {...field('weightKg')} inputMode="decimal" />
              </Col>
              <Col xs={6} md={3}>
                <TextField {...field('temperatureC')} inputMode="decimal" />
              </Col>
              <Col xs={6} md={3}>
                <TextField {...field('heartRate')} inputMode="numeric" />
              </Col>
              <Col xs={6} md={3}>
                <TextField {...field('respiratoryRate')} inputMode="numeric" />
              </Col>
            </Row>
            <TextField {...field('symptoms')} as="textarea" rows={2} maxLength={2000} />
            <TextField {...field('diagnosis')} as="textarea" rows={2} maxLength={2000} />
            <TextField {...field('treatment')} as="textarea" rows={2} maxLength={2000} />
            <Row>
              <Col md={6}>
                <DateField form={form} name="nextVisitOn" label={t('record.nextVisitOn')} />
              </Col>
            </Row>
            <h3 className="h6 mt-2">{t('record.prescription')}</h3>
            <ActivityLinesEditor shopId={shopId} value={lines} onChange={setLines} errors={lineErrors} withServices={false} clinical />
          </>
        )}
        <TextField {...field('notes')} as="textarea" rows={3} maxLength={2000} />
        <div className="text-end">
          <Button type="submit" disabled={save.isPending}>
            <i className="bi bi-save me-1" aria-hidden="true" />
            {t('record.save')}
          </Button>
        </div>
      </form>
    </RecordCard>
  );
}

/** A closed visit's record, to be read (the prescription is in the product lines above). */
function RecordView({ clinical, values }: { clinical: boolean; values: FormInput }) {
  const t = useTranslations('activities');
  const shown = (clinical ? (['weightKg', 'temperatureC', 'heartRate', 'respiratoryRate', 'symptoms', 'diagnosis', 'treatment', 'nextVisitOn', 'notes'] as const) : (['notes'] as const)).filter((k) => values[k]);
  return (
    <RecordCard clinical={clinical}>
      {shown.length === 0 && <span className="text-body-secondary">-</span>}
      <dl className="row mb-0">
        {shown.map((k) => (
          <Fragment key={k}>
            <dt className="col-sm-4">{t(`record.${k}`)}</dt>
            <dd className="col-sm-8" style={{ whiteSpace: 'pre-line' }}>
              {k === 'nextVisitOn' ? formatDay(String(values[k])) : String(values[k])}
            </dd>
          </Fragment>
        ))}
      </dl>
    </RecordCard>
  );
}

/** The record's card, titled for an examination or a grooming. */
function RecordCard({ clinical, children }: { clinical: boolean; children: ReactNode }) {
  const t = useTranslations('activities');
  return (
    <Card className="mb-3" as="section" aria-labelledby="record-title">
      <Card.Header>
        <h2 id="record-title" className="h6 mb-0">
          {clinical ? t('record.title') : t('record.groomingTitle')}
        </h2>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card>
  );
}
