'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Badge, Card, Col, Row, Spinner } from 'react-bootstrap';
import type { Chain } from '@/lib/contracts/admin';
import { useAddBranch, useChains } from '../api/chains';
import { lazyDialog, OpenerButton } from '@/components/ui/on-demand-dialog';

// dialogs load with their form code when first opened, not with the page
const AddExistingBranchModal = lazyDialog(() => import('./add-existing-branch-modal').then((m) => m.AddExistingBranchModal));
const ChainMembersModal = lazyDialog(() => import('./chain-members-modal').then((m) => m.ChainMembersModal));
const CreateChainModal = lazyDialog(() => import('./create-chain-modal').then((m) => m.CreateChainModal));
const RegisterShopModal = lazyDialog(() => import('./register-shop-modal').then((m) => m.RegisterShopModal));

type Dialog = { kind: 'create' } | { kind: 'existing' | 'new' | 'members'; chain: Chain } | null;

/** Chains with their branches and members; add branches and mark members. */
export function ChainsPage() {
  const t = useTranslations('admin.chains');
  const tl = useTranslations('list');
  const { data, isLoading } = useChains();
  const addBranch = useAddBranch();
  const [dialog, setDialog] = useState<Dialog>(null);

  return (
    <section>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">{t('title')}</h1>
        <OpenerButton onClick={() => setDialog({ kind: 'create' })}>
          <i className="bi bi-plus-lg me-2" aria-hidden="true" />
          {t('create')}
        </OpenerButton>
      </div>
      {isLoading && <Spinner size="sm" aria-label={tl('loading')} />}
      {data?.length === 0 && <p className="text-body-secondary">{t('empty')}</p>}
      <Row className="g-3">
        {data?.map((chain) => (
          <Col lg={6} key={chain.id}>
            <Card className="border-0 shadow-sm h-100">
              <Card.Body>
                <Card.Title as="h2" className="h5">
                  {chain.name}
                </Card.Title>
                <div className="small text-body-secondary mb-1">{t('branches')}</div>
                <div className="d-flex flex-wrap gap-1 mb-3">
                  {chain.branches.length === 0 && <span className="text-body-secondary small">-</span>}
                  {chain.branches.map((b) => (
                    <Badge key={b.id} bg="primary-subtle" text="primary-emphasis">
                      {b.name}
                    </Badge>
                  ))}
                </div>
                <div className="small text-body-secondary mb-1">{t('members')}</div>
                <div className="d-flex flex-wrap gap-1 mb-3">
                  {chain.members.length === 0 && <span className="text-body-secondary small">-</span>}
                  {chain.members.map((m) => (
                    <Badge key={m.id} bg="secondary-subtle" text="secondary-emphasis">
                      {m.name}
                    </Badge>
                  ))}
                </div>
                <div className="d-flex flex-wrap gap-2">
                  <OpenerButton size="sm" variant="outline-primary" onClick={() => setDialog({ kind: 'existing', chain })}>
                    {t('addExisting')}
                  </OpenerButton>
                  <OpenerButton size="sm" variant="outline-primary" onClick={() => setDialog({ kind: 'new', chain })}>
                    {t('addNew')}
                  </OpenerButton>
                  <OpenerButton size="sm" variant="outline-secondary" disabled={chain.branches.length === 0} onClick={() => setDialog({ kind: 'members', chain })}>
                    {t('manageMembers')}
                  </OpenerButton>
                </div>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
      {dialog?.kind === 'create' && <CreateChainModal onClose={() => setDialog(null)} />}
      {dialog?.kind === 'existing' && <AddExistingBranchModal chain={dialog.chain} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'members' && <ChainMembersModal chain={dialog.chain} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'new' && (
        <RegisterShopModal
          title={t('addNewTo', { chain: dialog.chain.name })}
          pending={addBranch.isPending}
          onSubmit={(branch) => addBranch.mutateAsync({ chainId: dialog.chain.id, branch })}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}
