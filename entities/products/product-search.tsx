'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type Ref, useId, useState } from 'react';
import { Combobox } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/form-field';
import type { Product } from '@/lib/contracts/products';
import { notify } from '@/lib/toast';
import { useDebounced } from '@/lib/use-debounced';
import { productOptionsQuery, useProductOptions } from './product-options';

/** What a barcode scanner types before its Enter: digits only. */
const BARCODE = /^\d{4,}$/;

/** How a product was picked: a scan adds to its line, a search adds a line (a second batch of it). */
export type PickedBy = 'scan' | 'search';

interface ProductSearchProps {
  shopId: string;
  onPick: (product: Product, by: PickedBy) => void;
  /** the field's label, "Thêm sản phẩm" unless said */
  label?: string;
  /** the input, for a screen that keeps the focus on it (the counter) */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * "Thêm sản phẩm" (an import's lines, an activity's medicine): a typeahead over the shop's products by name or code. Enter takes the product
 * highlighted; a scanner's digits and Enter take the product with exactly that barcode, and a code
 * typed in full takes its product, without waiting for the list. Focus stays here for the next one.
 */
export function ProductSearch({ shopId, onPick, label, inputRef }: ProductSearchProps) {
  const t = useTranslations('list.productSearch');
  const id = useId();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim());
  const { data: options = [], isFetching } = useProductOptions(shopId, search, search !== '');

  const pick = (product: Product, by: PickedBy) => {
    onPick(product, by);
    setText('');
  };

  // the list may still show an earlier search (the typing outran it): ask for exactly what was typed
  const pickTyped = async (typed: string) => {
    const found = await queryClient.fetchQuery(productOptionsQuery(shopId, typed));
    const scanned = BARCODE.test(typed) ? found.find((p) => p.barcode === typed) : undefined;
    if (scanned) return pick(scanned, 'scan');
    const byCode = found.find((p) => p.code.toLocaleLowerCase('vi') === typed.toLocaleLowerCase('vi')) ?? (found.length === 1 ? found[0] : undefined);
    if (byCode) return pick(byCode, 'search');
    if (BARCODE.test(typed)) notify('warning', t('barcodeNotFound', { barcode: typed }));
  };

  const onEnter = (value: string) => {
    const typed = value.trim();
    if (typed !== '' && (BARCODE.test(typed) || typed !== search || isFetching)) {
      void pickTyped(typed);
      return true;
    }
    return typed === '';
  };

  return (
    <FormField id={id} label={label ?? t('label')}>
      <Combobox
        placeholder={t('placeholder')}
        text={text}
        onTextChange={setText}
        options={search === '' ? [] : options}
        loading={isFetching || text.trim() !== search}
        optionLabel={(p) => (
          <div className="d-flex justify-content-between gap-2">
            <span>
              {p.name} <span className="small text-body-secondary">· {p.code}</span>
            </span>
            <span className="small text-body-secondary text-nowrap">{t('stock', { quantity: p.stockOnHand, unit: p.unit })}</span>
          </div>
        )}
        onChoose={(p) => pick(p, 'search')}
        emptyText={text.trim() === '' ? t('placeholder') : t('noneFound')}
        onEnter={onEnter}
        inputRef={inputRef}
      />
    </FormField>
  );
}
