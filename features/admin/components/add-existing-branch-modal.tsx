'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { AppModal } from '@/components/ui/app-modal';
import type { Chain } from '@/lib/contracts/admin';
import { notify } from '@/lib/toast';
import { useAddBranch } from '../api/chains';
import { useAdminShops } from '../api/shops';

/** Picks a shop that belongs to no chain and makes it a branch of this one. */
export function AddExistingBranchModal({ chain, onClose }: { chain: Chain; onClose: () => void }) {
  const t = useTranslations('admin.chains');
  const [shopId, setShopId] = useState('');
  const { data } = useAdminShops({ page: 1, limit: 100, search: '', status: '', sort: 'name:asc', withoutChain: 'true' });
  const mutation = useAddBranch();
  const save = () => shopId && mutation.mutate({ chainId: chain.id, branch: { shopId } }, { onSuccess: () => (notify('success', t('branchAdded')), onClose()) });
  return (
    <AppModal show title={t('addExistingTo', { chain: chain.name })} onClose={onClose} onSave={save} saving={!shopId || mutation.isPending}>
      <Form.Group controlId="branch-shop">
        <Form.Label>{t('shop')}</Form.Label>
        <Form.Select value={shopId} onChange={(e) => setShopId(e.target.value)}>
          <option value="">{t('chooseShop')}</option>
          {data?.items.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </Form.Select>
        {data?.items.length === 0 && <Form.Text muted>{t('noFreeShops')}</Form.Text>}
      </Form.Group>
    </AppModal>
  );
}
