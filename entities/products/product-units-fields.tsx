'use client';

import { useTranslations } from 'next-intl';
import { Button, Col, Form, InputGroup, Row } from 'react-bootstrap';
import { type FieldValues, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useFieldMessage } from '@/components/ui/form-field';
import { MAX_EXTRA_UNITS } from '@/lib/enums/stock';
import { registerClearing } from '@/lib/forms';

type UnitsForm = { unit: string; units: Array<{ name: string; factor: number | string }> };

/**
 * The larger units a product is also counted in (hộp = 10 viên): up to three, each a name and how
 * many base units it holds. Imports may then be typed in boxes; the ledger counts base units.
 */
export function ProductUnitsFields<T extends FieldValues>({ form: anyForm }: { form: UseFormReturn<T, unknown, unknown> }) {
  const form = anyForm as unknown as UseFormReturn<UnitsForm, unknown, unknown>;
  const t = useTranslations('products.units');
  const message = useFieldMessage();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'units' });
  const base = form.watch('unit') || t('baseUnit');
  const errors = form.formState.errors.units;
  // a rule of the whole list (at most three, no unit named like the base unit)
  const arrayError = message(errors?.root?.message ?? errors?.message);
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-1">{t('title')}</legend>
      <Form.Text muted className="d-block mb-2">
        {t('hint')}
      </Form.Text>
      {fields.map((field, i) => {
        const nameError = message(errors?.[i]?.name?.message);
        const factorError = message(errors?.[i]?.factor?.message);
        return (
          <Row key={field.id} className="g-2 mb-3 align-items-start">
            <Col xs={5}>
              <Form.Control aria-label={t('name', { n: i + 1 })} placeholder={t('namePlaceholder')} {...registerClearing(form, `units.${i}.name`)} isInvalid={!!nameError} />
              {nameError && (
                <Form.Control.Feedback type="invalid" role="alert">
                  {nameError}
                </Form.Control.Feedback>
              )}
            </Col>
            <Col xs={5}>
              <InputGroup hasValidation>
                <InputGroup.Text>=</InputGroup.Text>
                <Form.Control aria-label={t('factor', { n: i + 1 })} type="number" min={2} step={1} inputMode="numeric" {...registerClearing(form, `units.${i}.factor`)} isInvalid={!!factorError} />
                <InputGroup.Text>{base}</InputGroup.Text>
                {factorError && (
                  <Form.Control.Feedback type="invalid" role="alert">
                    {factorError}
                  </Form.Control.Feedback>
                )}
              </InputGroup>
            </Col>
            <Col xs={2} className="text-end">
              <Button variant="outline-danger" size="sm" onClick={() => remove(i)} aria-label={t('remove', { n: i + 1 })}>
                <i className="bi bi-x-lg" aria-hidden />
              </Button>
            </Col>
          </Row>
        );
      })}
      {arrayError && (
        <div className="text-danger small mb-2" role="alert">
          {arrayError}
        </div>
      )}
      {fields.length < MAX_EXTRA_UNITS && (
        <Button variant="outline-secondary" size="sm" onClick={() => append({ name: '', factor: '' })}>
          <i className="bi bi-plus-lg me-1" aria-hidden />
          {t('add')}
        </Button>
      )}
    </fieldset>
  );
}
