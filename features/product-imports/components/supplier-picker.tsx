'use client';

import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { FormField } from '@/components/ui/form-field';
import { lazyDialog } from '@/components/ui/on-demand-dialog';
import { supplierResponse } from '@/lib/contracts/suppliers';
import { useHasPermission } from '@/lib/use-permission';
import { useSupplierOptions } from '../api/supplier-options';
import { Typeahead } from './typeahead';
import { useDebounced } from './use-debounced';

// the supplier form loads with its code when first opened, not with the page
const SupplierFormModal = lazyDialog(() => import('@/entities/suppliers/supplier-form-modal').then((m) => m.SupplierFormModal));

export interface SupplierChoice {
  id: string;
  name: string;
  alias: string;
}

/**
 * The supplier the form saved while its dialog was open. The shared supplier dialog does not say
 * what it saved, so the answer is read from react-query's record of that dialog's save (a create:
 * no id in what it sent), which it leaves there when it succeeds.
 */
function supplierCreatedSince(queryClient: QueryClient, since: number): SupplierChoice | null {
  const saves = queryClient
    .getMutationCache()
    .getAll()
    .filter((m) => m.state.status === 'success' && m.state.submittedAt >= since && !(m.state.variables as { id?: string } | undefined)?.id);
  for (const save of saves.reverse()) {
    const supplier = supplierResponse.safeParse(save.state.data);
    if (supplier.success) return supplier.data;
  }
  return null;
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
  const tl = useTranslations('list');
  const id = useId();
  const queryClient = useQueryClient();
  const mayAdd = useHasPermission('SUPPLIER_CREATE');
  const [text, setText] = useState('');
  const [addingSince, setAddingSince] = useState<number | null>(null);
  const search = useDebounced(text.trim());
  const { data: options = [], isFetching } = useSupplierOptions(shopId, search, !value);

  const choose = (supplier: SupplierChoice) => {
    onChange({ id: supplier.id, name: supplier.name, alias: supplier.alias });
    setText('');
  };
  const closeAdding = () => {
    const created = addingSince === null ? null : supplierCreatedSince(queryClient, addingSince);
    setAddingSince(null);
    if (created) choose(created);
  };

  return (
    <FormField id={id} label={t('fields.supplier')} required error={error}>
      {value ? (
        <InputGroup hasValidation>
          <Form.Control value={`${value.name} (${value.alias})`} readOnly isInvalid={!!error} />
          <Button variant="outline-secondary" onClick={() => onChange(null)} aria-label={t('form.changeSupplier')}>
            <i className="bi bi-x-lg" aria-hidden="true" />
          </Button>
        </InputGroup>
      ) : (
        <Typeahead
          placeholder={t('form.supplierSearch')}
          text={text}
          onText={setText}
          options={options}
          loading={isFetching}
          optionKey={(s) => s.id}
          optionLabel={(s) => (
            <>
              {s.name} <span className="small text-body-secondary">· {s.alias}</span>
            </>
          )}
          onChoose={choose}
          emptyText={t('form.noSupplierFound')}
          loadingLabel={tl('loading')}
          extra={mayAdd ? { label: <><i className="bi bi-plus-lg me-2" aria-hidden="true" />{t('form.addSupplier')}</>, onChoose: () => setAddingSince(Date.now()) } : undefined}
          isInvalid={!!error}
        />
      )}
      {addingSince !== null && <SupplierFormModal onClose={closeAdding} />}
    </FormField>
  );
}
