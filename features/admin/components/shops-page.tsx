'use client';

import dynamic from 'next/dynamic';
import { useTimeZone, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Badge, Button, Card, Col, Dropdown, Form, Row, Spinner, Table } from 'react-bootstrap';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { SearchBox } from '@/components/ui/search-box';
import { SortHeader } from '@/components/ui/sort-header';
import { type AdminShop, SHOP_STATUSES } from '@/lib/contracts/admin';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useListParams } from '@/lib/use-list-params';
import { useAdminShops, useRegisterShop, useSetShopLock } from '../api/shops';

// dialogs load with their form code when first opened, not with the page
const ExtendSubscriptionModal = dynamic(() => import('./extend-subscription-modal').then((m) => m.ExtendSubscriptionModal));
const RegisterShopModal = dynamic(() => import('./register-shop-modal').then((m) => m.RegisterShopModal));

const FILTERS = ['search', 'status'] as const;
const STATUS_VARIANT = { active: 'success', expiring: 'warning', expired: 'danger', locked: 'dark' } as const;

type Dialog = { kind: 'register' } | { kind: 'extend' | 'lock'; shop: AdminShop } | null;

/** Every shop with its chain, admin and plan; register, extend, lock and unlock. */
export function ShopsPage() {
  const t = useTranslations('admin');
  const tl = useTranslations('list');
  const timeZone = useTimeZone();
  const { values, page, limit, sort, set } = useListParams(FILTERS);
  const { data, isLoading, isFetching } = useAdminShops({ page, limit, search: values.search, status: values.status, sort });
  const [dialog, setDialog] = useState<Dialog>(null);
  const register = useRegisterShop();
  const lock = useSetShopLock();

  const toggleLock = (shop: AdminShop) =>
    lock.mutate({ shopId: shop.id, isLocked: !shop.isLocked }, { onSuccess: () => (notify('success', shop.isLocked ? t('shops.unlocked') : t('shops.locked')), setDialog(null)) });

  return (
    <section>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">{t('shops.title')}</h1>
        <Button onClick={() => setDialog({ kind: 'register' })}>
          <i className="bi bi-plus-lg me-2" aria-hidden="true" />
          {t('shops.register')}
        </Button>
      </div>
      <Card className="border-0 shadow-sm">
        <Card.Body>
          <Row className="g-2 mb-3">
            <Col md={8}>
              <SearchBox value={values.search} onSearch={(search) => set({ search })} placeholder={t('shops.searchPlaceholder')} />
            </Col>
            <Col md={4}>
              <Form.Select aria-label={t('shops.status')} value={values.status} onChange={(e) => set({ status: e.target.value })}>
                <option value="">{tl('all')}</option>
                {SHOP_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`shops.statuses.${s}`)}
                  </option>
                ))}
              </Form.Select>
            </Col>
          </Row>
          <div className="table-responsive">
            <Table hover className="align-middle mb-0" aria-busy={isFetching}>
              <thead>
                <tr>
                  <SortHeader column="name" label={t('shops.name')} sort={sort} onSort={(s) => set({ sort: s })} />
                  <SortHeader column="alias" label={t('shops.alias')} sort={sort} onSort={(s) => set({ sort: s })} />
                  <th scope="col">{t('shops.chain')}</th>
                  <th scope="col">{t('shops.phone')}</th>
                  <th scope="col">{t('shops.admin')}</th>
                  <th scope="col">{t('shops.plan')}</th>
                  <SortHeader column="endsAt" label={t('shops.expiry')} sort={sort} onSort={(s) => set({ sort: s })} />
                  <th scope="col">{t('shops.status')}</th>
                  <th scope="col" className="text-end">
                    {tl('actions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {isLoading && (
                  <tr>
                    <td colSpan={9} className="text-center py-5">
                      <Spinner size="sm" className="me-2" />
                      {tl('loading')}
                    </td>
                  </tr>
                )}
                {data?.items.length === 0 && (
                  <tr>
                    <td colSpan={9} className="text-center text-body-secondary py-5">
                      {tl('empty')}
                    </td>
                  </tr>
                )}
                {data?.items.map((s) => (
                  <tr key={s.id}>
                    <td className="fw-semibold">{s.name}</td>
                    <td>{s.alias}</td>
                    <td>{s.chain?.name ?? '-'}</td>
                    <td>{s.phone ?? '-'}</td>
                    <td>{s.admin ? `${s.admin.name} (${s.admin.email})` : '-'}</td>
                    <td>{s.timeframe ? t(`registration.timeframes.${s.timeframe}`) : '-'}</td>
                    <td>{s.endsAt ? formatDate(s.endsAt, timeZone) : t('shops.noExpiry')}</td>
                    <td>
                      <Badge bg={STATUS_VARIANT[s.status]}>{t(`shops.statuses.${s.status}`)}</Badge>
                    </td>
                    <td className="text-end">
                      <Dropdown align="end">
                        <Dropdown.Toggle size="sm" variant="outline-secondary" aria-label={t('shops.actionsFor', { shop: s.name })}>
                          <i className="bi bi-three-dots" aria-hidden="true" />
                        </Dropdown.Toggle>
                        <Dropdown.Menu>
                          <Dropdown.Item as="button" onClick={() => setDialog({ kind: 'extend', shop: s })}>
                            {t('shops.extend')}
                          </Dropdown.Item>
                          <Dropdown.Item as="button" onClick={() => setDialog({ kind: 'lock', shop: s })}>
                            {s.isLocked ? t('shops.unlock') : t('shops.lock')}
                          </Dropdown.Item>
                        </Dropdown.Menu>
                      </Dropdown>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
          {data && <PaginationBar page={data.page} limit={data.limit} total={data.total} onPage={(p) => set({ page: p })} onLimit={(l) => set({ limit: l })} />}
        </Card.Body>
      </Card>
      {dialog?.kind === 'register' && (
        <RegisterShopModal title={t('shops.register')} pending={register.isPending} onSubmit={register.mutateAsync} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'extend' && <ExtendSubscriptionModal shop={dialog.shop} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'lock' && (
        <ConfirmDialog
          show
          title={dialog.shop.isLocked ? t('shops.unlock') : t('shops.lock')}
          body={dialog.shop.isLocked ? t('shops.confirmUnlock', { shop: dialog.shop.name }) : t('shops.confirmLock', { shop: dialog.shop.name })}
          confirmLabel={dialog.shop.isLocked ? t('shops.unlock') : t('shops.lock')}
          variant={dialog.shop.isLocked ? 'primary' : 'danger'}
          busy={lock.isPending}
          onConfirm={() => toggleLock(dialog.shop)}
          onCancel={() => setDialog(null)}
        />
      )}
    </section>
  );
}
