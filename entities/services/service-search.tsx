'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Badge } from 'react-bootstrap';
import { Combobox } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/form-field';
import { api } from '@/lib/api/client';
import { type Service, servicePage } from '@/lib/contracts/services';
import { formatVnd } from '@/lib/format';
import { useDebounced } from '@/lib/use-debounced';
import { serviceKeys } from './service-keys';

/**
 * A typeahead over the shop's active services (accents aside), the matches grouped by service
 * group with their price; Enter takes the highlighted one and the focus stays for the next.
 */
export function ServiceSearch({ shopId, label, placeholder, emptyText, onPick }: { shopId: string; label: string; placeholder: string; emptyText: string; onPick: (service: Service) => void }) {
  const tc = useTranslations('common');
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const search = useDebounced(text.trim());
  const { data = [], isFetching } = useQuery({
    queryKey: [...serviceKeys.all, 'options', shopId, search],
    queryFn: async () => {
      const { data: page } = await api.get('/services', { params: { search, limit: 30, active: 'true', sort: 'group:asc' }, headers: { 'shop-Id': shopId } });
      return servicePage.parse(page).items;
    },
    placeholderData: keepPreviousData,
    enabled: open,
  });
  return (
    <FormField id={id} label={label}>
      <Combobox
        placeholder={placeholder}
        text={text}
        onTextChange={setText}
        onOpenChange={setOpen}
        options={data}
        loading={isFetching}
        optionLabel={(s) => (
          <div className="d-flex justify-content-between gap-2">
            <span>
              <Badge bg="light" text="dark" className="me-2 border">
                {tc(`serviceGroups.${s.group}` as 'serviceGroups.1')}
              </Badge>
              {s.name}
            </span>
            <span className="small text-body-secondary text-nowrap">{formatVnd(s.price)}</span>
          </div>
        )}
        onChoose={(s) => {
          onPick(s);
          setText('');
        }}
        emptyText={emptyText}
      />
    </FormField>
  );
}
