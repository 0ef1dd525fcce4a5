'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import type { CustomerOption } from '@/entities/customers/customer-picker';
import { PetFormModal } from './pet-form-modal';
import { petKeys } from './pet-keys';
import { api } from '@/lib/api/client';
import { petPage } from '@/lib/contracts/pets';
import { PetStatus } from '@/lib/enums/pets';

/**
 * The customer's pets to choose from (a deceased one shown but not choosable), and "add a pet"
 * for one who is not in the records yet; the only pet is picked by itself.
 */
export function CustomerPetsSelect({
  shopId,
  customer,
  value,
  onChange,
  isInvalid,
  disabled = false,
}: {
  shopId: string;
  customer: CustomerOption | null;
  value: string;
  onChange: (petId: string) => void;
  isInvalid: boolean;
  disabled?: boolean;
}) {
  const t = useTranslations('activities.home');
  const tc = useTranslations('common');
  const [adding, setAdding] = useState(false);
  const { data: pets = [] } = useQuery({
    queryKey: [...petKeys.lists(), shopId, 'of-customer', customer?.id],
    queryFn: async () => {
      const { data } = await api.get('/pets', { params: { customerId: customer!.id, limit: 100 }, headers: { 'shop-Id': shopId } });
      return petPage.parse(data).items;
    },
    enabled: !!customer,
  });
  // the only pet that can come is picked by itself
  const alive = pets.filter((p) => p.status !== PetStatus.DECEASED);
  const only = alive.length === 1 ? alive[0].id : null;
  useEffect(() => {
    if (only && !value) onChange(only);
  }, [only, value, onChange]);
  return (
    <>
      <InputGroup hasValidation>
        <Form.Select value={value} onChange={(e) => onChange(e.target.value)} disabled={!customer || disabled} isInvalid={isInvalid}>
          <option value="">{customer ? (pets.length ? t('pickPet') : t('noPets')) : t('pickCustomerFirst')}</option>
          {pets.map((p) => (
            <option key={p.id} value={p.id} disabled={p.status === PetStatus.DECEASED}>
              {p.name} · {tc(`petSpecies.${p.species}` as 'petSpecies.dog')}
              {p.breed ? ` · ${p.breed}` : ''}
              {p.status === PetStatus.DECEASED ? ` (${t('deceased')})` : ''}
            </option>
          ))}
        </Form.Select>
        <Button variant="outline-secondary" disabled={!customer || disabled} onClick={() => setAdding(true)} aria-label={t('addPet')} title={t('addPet')}>
          <i className="bi bi-plus-lg" aria-hidden="true" />
        </Button>
      </InputGroup>
      {adding && customer && <PetFormModal shopId={shopId} owner={customer} onClose={() => setAdding(false)} />}
    </>
  );
}
