'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Form, ListGroup, Spinner } from 'react-bootstrap';
import { AppModal } from '@/components/ui/app-modal';
import type { Chain } from '@/lib/contracts/admin';
import { useSetChainMember } from '../api/chains';
import { useShopUsers } from '../api/shops';

/** Chain members may switch between the chain's branches. */
export function ChainMembersModal({ chain, onClose }: { chain: Chain; onClose: () => void }) {
  const t = useTranslations('admin.chains');
  const tc = useTranslations('common');
  const [shopId, setShopId] = useState(chain.branches[0]?.id ?? null);
  const { data: users, isLoading } = useShopUsers(shopId);
  const mutation = useSetChainMember();
  return (
    <AppModal show title={t('membersOf', { chain: chain.name })} onClose={onClose}>
      <Form.Group controlId="members-branch" className="mb-3">
        <Form.Label>{t('branch')}</Form.Label>
        <Form.Select value={shopId ?? ''} onChange={(e) => setShopId(e.target.value)}>
          {chain.branches.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {isLoading && <Spinner size="sm" />}
      <ListGroup>
        {users?.map((u) => (
          <ListGroup.Item key={u.id} className="d-flex justify-content-between align-items-center">
            <span>
              {u.name} <small className="text-body-secondary">({u.email})</small>
            </span>
            <Form.Check
              type="switch"
              id={`member-${u.id}`}
              label={t('member')}
              checked={u.isChainMember}
              disabled={mutation.isPending}
              aria-label={t('memberOf', { name: u.name })}
              onChange={(e) => mutation.mutate({ chainId: chain.id, userId: u.id, isMember: e.target.checked })}
            />
          </ListGroup.Item>
        ))}
        {users?.length === 0 && <ListGroup.Item className="text-body-secondary">{tc('noUsers')}</ListGroup.Item>}
      </ListGroup>
    </AppModal>
  );
}
