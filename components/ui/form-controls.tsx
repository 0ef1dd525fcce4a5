'use client';

import { useTranslations } from 'next-intl';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { Form, InputGroup } from 'react-bootstrap';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { registerClearing } from '@/lib/forms';
import { FormField } from './form-field';

// Form fields bound to a react-hook-form form by name: label, required marker, control, error
// (cleared as soon as the field is edited, SPEC §5).

interface Bound<T extends FieldValues, O> {
  form: UseFormReturn<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  hint?: ReactNode;
}

const errorOf = <T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>, name: FieldPath<T>) => form.getFieldState(name, form.formState).error?.message;

type InputProps = Omit<ComponentProps<typeof Form.Control>, 'name' | 'isInvalid' | 'form'>;

export function TextField<T extends FieldValues, O>({ form, name, label, required, hint, ...input }: Bound<T, O> & InputProps) {
  const id = useId();
  const error = errorOf(form, name);
  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint}>
      <Form.Control {...input} {...registerClearing(form, name)} isInvalid={!!error} />
    </FormField>
  );
}

/** An amount of đồng: digits only, with the ₫ sign beside it. */
export function MoneyField<T extends FieldValues, O>({ form, name, label, required, hint }: Bound<T, O>) {
  const id = useId();
  const error = errorOf(form, name);
  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint}>
      <InputGroup hasValidation>
        <Form.Control {...registerClearing(form, name)} type="number" min={0} step={1} inputMode="numeric" isInvalid={!!error} />
        <InputGroup.Text>₫</InputGroup.Text>
      </InputGroup>
    </FormField>
  );
}

export function SelectField<T extends FieldValues, O>({ form, name, label, required, hint, options }: Bound<T, O> & { options: { value: string | number; label: string }[] }) {
  const t = useTranslations('list');
  const id = useId();
  const error = errorOf(form, name);
  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint}>
      <Form.Select {...registerClearing(form, name)} isInvalid={!!error}>
        <option value="">{t('choose')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Form.Select>
    </FormField>
  );
}

export function SwitchField<T extends FieldValues, O>({ form, name, label }: Omit<Bound<T, O>, 'required' | 'hint'>) {
  const id = useId();
  return <Form.Check type="switch" role="switch" id={id} label={label} className="mb-3" {...registerClearing(form, name)} />;
}
