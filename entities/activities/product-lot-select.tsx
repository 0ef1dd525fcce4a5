'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Form } from 'react-bootstrap';
import { productKeys } from '@/entities/products/product-keys';
import { api } from '@/lib/api/client';
import { productLots } from '@/lib/contracts/stock';
import { formatDay } from '@/lib/format';

/** The lot a dose is given from (a vaccine's batch), first to expire first; none: the ledger takes the first to expire. */
export function ProductLotSelect({ shopId, productId, label, value, onChange }: { shopId: string; productId: string; label: string; value: string; onChange: (batchId: string) => void }) {
  const t = useTranslations('activities');
  const { data = [] } = useQuery({
    queryKey: [...productKeys.all, 'lots', shopId, productId],
    queryFn: async () => productLots.parse((await api.get(`/products/${productId}/lots`, { headers: { 'shop-Id': shopId } })).data),
  });
  return (
    <Form.Select size="sm" aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{t('page.firstToExpire')}</option>
      {data.map((lot) => (
        <option key={lot.id} value={lot.id}>
          {lot.batchNo ?? '—'}
          {lot.expiresOn ? ` · ${formatDay(lot.expiresOn)}` : ''} ({lot.quantity})
        </option>
      ))}
    </Form.Select>
  );
}
