'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { AppModal } from '@/components/ui/app-modal';
import type { AdminShop } from '@/lib/contracts/admin';
import { TIMEFRAME_VALUES } from '@/lib/enums/subscriptions';
import { notify } from '@/lib/toast';
import { useExtendSubscription } from '../api/shops';

/** A new plan period; an unexpired plan keeps its remaining days. */
export function ExtendSubscriptionModal({ shop, onClose }: { shop: AdminShop; onClose: () => void }) {
  const t = useTranslations('admin');
  const [timeframe, setTimeframe] = useState('1-01M');
  const mutation = useExtendSubscription();
  const save = () => mutation.mutate({ shopId: shop.id, timeframe }, { onSuccess: () => (notify('success', t('shops.extended')), onClose()) });
  return (
    <AppModal show title={t('shops.extendTitle', { shop: shop.name })} onClose={onClose} onSave={save} saving={mutation.isPending}>
      <Form.Group controlId="extend-timeframe">
        <Form.Label>{t('registration.timeframe')}</Form.Label>
        <Form.Select value={timeframe} onChange={(e) => setTimeframe(e.target.value)}>
          {TIMEFRAME_VALUES.map((tf) => (
            <option key={tf} value={tf}>
              {t(`registration.timeframes.${tf}`)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </AppModal>
  );
}
