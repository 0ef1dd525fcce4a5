'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Combobox, ComboboxChoice } from '@/components/ui/combobox';
import { useCustomerOptions } from '@/entities/customers/customer-options';
import { useDebounced } from '@/lib/use-debounced';
import { CustomerFormModal } from './customer-form-modal';

export interface CustomerOption {
  id: string;
  name: string;
  phone: string | null;
}

interface CustomerPickerProps {
  shopId: string;
  value: CustomerOption | null;
  onChange: (customer: CustomerOption | null) => void;
  isInvalid?: boolean;
}

const label = (c: CustomerOption) => (c.phone ? `${c.name} · ${c.phone}` : c.name);

// What was typed becomes the new customer's phone when it looks like one, else their name.
const PHONE_LIKE = /^[\d\s.\-+()]+$/;
const prefillFrom = (text: string) => (PHONE_LIKE.test(text) ? { phone: text.replace(/\D/g, '') } : { name: text });

/**
 * A typeahead over the shop's customers by name or phone (accent-insensitive, as the API searches),
 * ending with "add new": a customer who is not there yet is added on the spot and picked.
 */
export function CustomerPicker({ shopId, value, onChange, isInvalid }: CustomerPickerProps) {
  const t = useTranslations('list');
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [adding, setAdding] = useState<{ name?: string; phone?: string } | null>(null);
  const typed = text.trim();
  const search = useDebounced(typed);
  const { data: options = [], isFetching } = useCustomerOptions(shopId, search, open && !value);

  const choose = (c: CustomerOption) => {
    onChange({ id: c.id, name: c.name, phone: c.phone });
    setText('');
  };

  return (
    <>
      {value ? (
        <ComboboxChoice text={label(value)} clearLabel={t('changeCustomer')} onClear={() => onChange(null)} isInvalid={isInvalid} />
      ) : (
        <Combobox
          placeholder={t('customerSearch')}
          text={text}
          onTextChange={setText}
          onOpenChange={setOpen}
          options={options}
          loading={isFetching}
          optionLabel={label}
          onChoose={choose}
          emptyText={t('noCustomerFound')}
          addNew={{ icon: 'bi-person-plus', label: typed ? t('addCustomerNamed', { text: typed }) : t('addCustomer'), onChoose: () => setAdding(prefillFrom(typed)) }}
          isInvalid={isInvalid}
        />
      )}
      {adding && <CustomerFormModal prefill={adding} onSaved={choose} onClose={() => setAdding(null)} />}
    </>
  );
}
