'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Combobox, ComboboxChoice } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/form-field';
import { lazyDialog } from '@/components/ui/on-demand-dialog';
import { useDebounced } from '@/lib/use-debounced';
import { useHasPermission } from '@/lib/use-permission';
import { useSupplierOptions } from '../api/supplier-options';

// the supplier form loads with its code when first opened, not with the page
const SupplierFormModal = lazyDialog(() => import('@/entities/suppliers/supplier-form-modal').then((m) => m.SupplierFormModal));

// A phone typed into the search (it finds suppliers by phone too) fills the new supplier's phone. A
// name typed is most often a part of it (a short name, the alias), so the name is left to be written.
const PHONE_LIKE = /^[\d\s.\-+()]+$/;
const prefillFrom = (text: string) => (PHONE_LIKE.test(text) ? { phone: text.replace(/\D/g, '') } : text ? { name: text } : {});

export interface SupplierChoice {
  id: string;
  name: string;
  alias: string;
}

interface SupplierPickerProps {
  shopId: string;
  value: SupplierChoice | null;
  onChange: (supplier: SupplierChoice | null) => void;
  /** the message under the field (a translation key or server text) */
  error?: string;
}

/** "Nhà cung cấp": a typeahead over the shop's active suppliers, ending with "add a new supplier" for those who may. */
export function SupplierPicker({ shopId, value, onChange, error }: SupplierPickerProps) {
  const t = useTranslations('product-imports');
  const id = useId();
  const mayAdd = useHasPermission('SUPPLIER_CREATE');
  const [text, setText] = useState('');
  const [adding, setAdding] = useState<{ phone?: string } | null>(null);
  const search = useDebounced(text.trim());
  const { data: options = [], isFetching } = useSupplierOptions(shopId, search, !value);

  const choose = (supplier: SupplierChoice) => {
    onChange({ id: supplier.id, name: supplier.name, alias: supplier.alias });
    setText('');
  };

  return (
    <FormField id={id} label={t('fields.supplier')} required error={error}>
      {value ? (
        <ComboboxChoice text={`${value.name} (${value.alias})`} clearLabel={t('form.changeSupplier')} onClear={() => onChange(null)} isInvalid={!!error} />
      ) : (
        <Combobox
          placeholder={t('form.supplierSearch')}
          text={text}
          onTextChange={setText}
          options={options}
          loading={isFetching}
          optionLabel={(s) => (
            <>
              {s.name} <span className="small text-body-secondary">· {s.alias}</span>
            </>
          )}
          onChoose={choose}
          emptyText={t('form.noSupplierFound')}
          addNew={mayAdd ? { icon: 'bi-plus-lg', label: t('form.addSupplier'), onChoose: () => setAdding(prefillFrom(text.trim())) } : undefined}
          isInvalid={!!error}
        />
      )}
      {adding && <SupplierFormModal prefill={adding} onSaved={choose} onClose={() => setAdding(null)} />}
    </FormField>
  );
}
