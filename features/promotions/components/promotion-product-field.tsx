'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { type FieldPath, useController, type UseFormReturn } from 'react-hook-form';
import { Combobox, ComboboxChoice } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/form-field';
import { useProductOptions } from '@/entities/products/product-options';
import type { PromotionFormInput, PromotionInput, PromotionProduct } from '@/lib/contracts/promotions';
import { useDebounced } from '@/lib/use-debounced';

interface PromotionProductFieldProps {
  shopId: string;
  form: UseFormReturn<PromotionFormInput, unknown, PromotionInput>;
  name: Extract<FieldPath<PromotionFormInput>, 'buyProductId' | 'giftProductId'>;
  label: string;
  /** the product the promotion names now, shown until another is picked */
  initial: PromotionProduct | null;
}

const label = (p: PromotionProduct) => `${p.name} (${p.code})`;

/** The product a promotion is bought or given as: a typeahead over the shop's products by name or code, the one picked shown read-only. */
export function PromotionProductField({ shopId, form, name, label: fieldLabel, initial }: PromotionProductFieldProps) {
  const t = useTranslations('promotions.picker');
  const id = useId();
  const { field, fieldState } = useController({ control: form.control, name });
  const [chosen, setChosen] = useState<PromotionProduct | null>(initial);
  const [text, setText] = useState('');
  const search = useDebounced(text.trim());
  const { data: options = [], isFetching } = useProductOptions(shopId, search, !chosen && search !== '');
  const error = fieldState.error?.message;

  const choose = (product: PromotionProduct | null) => {
    setChosen(product);
    field.onChange(product?.id ?? '');
    form.clearErrors(name);
    setText('');
  };

  return (
    <FormField id={id} label={fieldLabel} required error={error}>
      {chosen ? (
        <ComboboxChoice text={label(chosen)} clearLabel={t('change', { field: fieldLabel })} onClear={() => choose(null)} isInvalid={!!error} />
      ) : (
        <Combobox
          placeholder={t('placeholder')}
          text={text}
          onTextChange={setText}
          options={search === '' ? [] : options}
          loading={isFetching || text.trim() !== search}
          optionLabel={label}
          onChoose={(p) => choose({ id: p.id, code: p.code, name: p.name, unit: p.unit })}
          emptyText={text.trim() === '' ? t('placeholder') : t('noneFound')}
          isInvalid={!!error}
          inputRef={field.ref}
        />
      )}
    </FormField>
  );
}
