'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Combobox } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/form-field';
import type { StockOverviewItem } from '@/lib/contracts/stock';
import { useDebounced } from '@/lib/use-debounced';
import { stockProductsQuery } from '../api/search-stock-products';

/** The product a typed or scanned code names: the one with that code, or the only product found. */
const namedBy = (code: string, found: StockOverviewItem[]) => found.find((p) => p.code.toLowerCase() === code.toLowerCase()) ?? (found.length === 1 ? found[0] : undefined);

/**
 * Finds a product for its stock card (as the customer picker finds a customer): a typeahead by
 * name or code, and a barcode scanned or typed with Enter picks its product at once — a scanner
 * types faster than the typeahead asks, so Enter looks the code up itself.
 */
export function ProductPicker({ shopId, onPick }: { shopId: string; onPick: (productId: string) => void }) {
  const t = useTranslations('inventory.card');
  const queryClient = useQueryClient();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [notFound, setNotFound] = useState<string | null>(null);
  const search = useDebounced(text.trim());
  const { data: options = [], isFetching } = useQuery({ ...stockProductsQuery(shopId, search), enabled: open && search !== '' });

  const choose = (p: StockOverviewItem) => {
    onPick(p.id);
    setText('');
    setNotFound(null);
  };
  const lookUp = async (code: string) => {
    const product = namedBy(code, await queryClient.fetchQuery(stockProductsQuery(shopId, code)));
    if (product) choose(product);
    else setNotFound(code);
  };
  // the option highlighted when the list shows what was typed, else the code typed, looked up
  const onEnter = (value: string, highlighted: boolean) => {
    const typed = value.trim();
    if (highlighted && typed === search) return false;
    if (typed) void lookUp(typed);
    return true;
  };

  return (
    <FormField id={id} label={t('product')}>
      <Combobox
        placeholder={t('pickPlaceholder')}
        text={text}
        onTextChange={(value) => (setText(value), setNotFound(null))}
        onOpenChange={setOpen}
        listable={text.trim() !== '' && search !== ''}
        listLabel={t('product')}
        options={options}
        loading={isFetching}
        loadingLabel={t('searching')}
        optionLabel={(p) => (
          <>
            {`${p.code} · ${p.name}`}
            <span className="ms-2 small opacity-75">
              {p.stockOnHand} {p.unit}
            </span>
          </>
        )}
        onChoose={choose}
        emptyText={t('noProductFound')}
        onEnter={onEnter}
        error={notFound && t('notFound', { code: notFound })}
      />
    </FormField>
  );
}
