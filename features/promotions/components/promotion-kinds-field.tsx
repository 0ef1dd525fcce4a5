'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Form } from 'react-bootstrap';
import { useController, type UseFormReturn } from 'react-hook-form';
import { useFieldMessage } from '@/components/ui/form-field';
import { RequiredMarker } from '@/components/ui/required-marker';
import type { PromotionFormInput, PromotionInput } from '@/lib/contracts/promotions';
import { usePromotionOptions } from './promotion-labels';

/** The invoice kinds a promotion applies to, one checkbox each, at least one ticked. */
export function PromotionKindsField({ form }: { form: UseFormReturn<PromotionFormInput, unknown, PromotionInput> }) {
  const t = useTranslations('promotions');
  const id = useId();
  const { kinds } = usePromotionOptions();
  const { field, fieldState } = useController({ control: form.control, name: 'kinds' });
  const message = useFieldMessage()(fieldState.error?.message ?? form.formState.errors.kinds?.[0]?.message);
  const ticked = new Set((field.value ?? []).map(Number));
  const toggle = (kind: number, on: boolean) => {
    field.onChange(kinds.map((k) => k.value).filter((k) => (k === kind ? on : ticked.has(k))));
    form.clearErrors('kinds');
  };

  return (
    <fieldset className="mb-3" aria-describedby={message ? `${id}-error` : undefined}>
      <legend className="form-label fs-6 mb-2">
        {t('fields.kinds')}
        <RequiredMarker />
      </legend>
      {kinds.map((k, i) => (
        <Form.Check
          key={k.value}
          inline
          type="checkbox"
          id={`${id}-${k.value}`}
          label={k.label}
          checked={ticked.has(k.value)}
          isInvalid={!!message}
          onChange={(e) => toggle(k.value, e.target.checked)}
          ref={i === 0 ? field.ref : undefined}
        />
      ))}
      {message && (
        <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">
          {message}
        </div>
      )}
    </fieldset>
  );
}
