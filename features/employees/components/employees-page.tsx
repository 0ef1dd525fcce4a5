'use client';

import { useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Badge, Card, Col, Form, Row, Spinner, Table } from 'react-bootstrap';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RowActions } from '@/components/ui/row-actions';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { SearchBox } from '@/components/ui/search-box';
import { SortHeader } from '@/components/ui/sort-header';
import type { Employee } from '@/lib/contracts/employees';
import { Role, roleName } from '@/lib/roles';
import { notify } from '@/lib/toast';
import { useListParams } from '@/lib/use-list-params';
import { useEmployees } from '../api/list-employees';
import { useSetEmployeeStatus } from '@/entities/employees/save-employee';
import { lazyDialog, OpenerButton } from '@/components/ui/on-demand-dialog';

// dialogs load with their form code when first opened, not with the page
const EmployeeFormModal = lazyDialog(() => import('./employee-form-modal').then((m) => m.EmployeeFormModal));

const FILTERS = ['search', 'role', 'status'] as const;
const STAFF_ROLES = [Role.SHOP_ADMIN, Role.SHOP_DOCTORS, Role.SHOP_SELLER, Role.SHOP_ACCOUNTANT, Role.SHOP_SPA];

type Dialog = { kind: 'create' } | { kind: 'edit' | 'password' | 'status'; employee: Employee } | null;

/** Nhân viên: every role may look; only the shop admin changes anything. */
export function EmployeesPage({ shopId }: { shopId: string }) {
  const t = useTranslations('employees');
  const tc = useTranslations('common');
  const tl = useTranslations('list');
  const { data: session } = useSession();
  const canManage = session?.user.permissions.includes('STORE_EMPLOYEES_UPDATE') ?? false;
  const { values, page, limit, sort, set } = useListParams(FILTERS);
  const { data, isLoading, isFetching } = useEmployees(shopId, { page, limit, search: values.search, role: values.role, status: values.status, sort });
  const [dialog, setDialog] = useState<Dialog>(null);
  const status = useSetEmployeeStatus();

  const toggleStatus = (e: Employee) =>
    status.mutate({ id: e.id, isActive: !e.isActive }, { onSuccess: () => (notify('success', e.isActive ? t('deactivated') : t('reactivated')), setDialog(null)) });

  return (
    <section>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">{t('title')}</h1>
        {canManage && (
          <OpenerButton onClick={() => setDialog({ kind: 'create' })}>
            <i className="bi bi-person-plus me-2" aria-hidden="true" />
            {t('create')}
          </OpenerButton>
        )}
      </div>
      <Card className="border-0 shadow-sm">
        <Card.Body>
          <Row className="g-2 mb-3">
            <Col md={6}>
              <SearchBox value={values.search} onSearch={(search) => set({ search })} placeholder={t('searchPlaceholder')} />
            </Col>
            <Col md={3}>
              <Form.Select aria-label={t('fields.role')} value={values.role} onChange={(e) => set({ role: e.target.value })}>
                <option value="">{t('allRoles')}</option>
                {STAFF_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {tc(`roles.${roleName(r)!}`)}
                  </option>
                ))}
              </Form.Select>
            </Col>
            <Col md={3}>
              <Form.Select aria-label={t('fields.status')} value={values.status} onChange={(e) => set({ status: e.target.value })}>
                <option value="">{tl('all')}</option>
                <option value="active">{t('status.active')}</option>
                <option value="inactive">{t('status.inactive')}</option>
              </Form.Select>
            </Col>
          </Row>
          <div className="table-responsive position-relative">
            <Table hover className="align-middle mb-0" aria-busy={isFetching}>
              <thead>
                <tr>
                  <SortHeader column="name" label={t('fields.name')} sort={sort} onSort={(s) => set({ sort: s })} />
                  <SortHeader column="email" label={t('fields.email')} sort={sort} onSort={(s) => set({ sort: s })} />
                  <th scope="col">{t('fields.phoneNumber')}</th>
                  <SortHeader column="role" label={t('fields.role')} sort={sort} onSort={(s) => set({ sort: s })} />
                  <th scope="col">{t('fields.status')}</th>
                  {canManage && <th scope="col" className="text-end">{tl('actions')}</th>}
                </tr>
              </thead>
              <tbody>
                {isLoading && (
                  <tr>
                    <td colSpan={6} className="text-center py-5">
                      <Spinner size="sm" className="me-2" />
                      {tl('loading')}
                    </td>
                  </tr>
                )}
                {data?.items.length === 0 && (
                  <tr>
                    <td colSpan={6} className="text-center text-body-secondary py-5">
                      {tl('empty')}
                    </td>
                  </tr>
                )}
                {data?.items.map((e) => (
                  <tr key={e.id} className={e.isActive ? undefined : 'row-inactive'}>
                    <td className="fw-semibold">{e.name}</td>
                    <td>{e.email}</td>
                    <td>{e.phoneNumber ?? '-'}</td>
                    <td>{tc(`roles.${roleName(e.role)!}`)}</td>
                    <td>
                      <Badge bg={e.isActive ? 'success' : 'secondary'}>{e.isActive ? t('status.active') : t('status.inactive')}</Badge>
                    </td>
                    {canManage && (
                      <td className="text-end">
                        <RowActions
                          name={e.name}
                          actions={[
                            { label: t('edit'), onClick: () => setDialog({ kind: 'edit', employee: e }) },
                            { label: t('resetPassword'), onClick: () => setDialog({ kind: 'password', employee: e }) },
                            { label: e.isActive ? t('deactivate') : t('reactivate'), onClick: () => setDialog({ kind: 'status', employee: e }), disabled: e.id === session?.user.id },
                          ]}
                        />
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
          {data && <PaginationBar page={data.page} limit={data.limit} total={data.total} onPage={(p) => set({ page: p })} onLimit={(l) => set({ limit: l })} />}
        </Card.Body>
      </Card>
      {dialog?.kind === 'create' && <EmployeeFormModal onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <EmployeeFormModal employee={dialog.employee} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'password' && <EmployeeFormModal employee={dialog.employee} passwordOnly onClose={() => setDialog(null)} />}
      {dialog?.kind === 'status' && (
        <ConfirmDialog
          show
          title={dialog.employee.isActive ? t('deactivate') : t('reactivate')}
          body={dialog.employee.isActive ? t('confirmDeactivate', { name: dialog.employee.name }) : t('confirmReactivate', { name: dialog.employee.name })}
          confirmLabel={dialog.employee.isActive ? t('deactivate') : t('reactivate')}
          variant={dialog.employee.isActive ? 'danger' : 'primary'}
          busy={status.isPending}
          onConfirm={() => toggleStatus(dialog.employee)}
          onCancel={() => setDialog(null)}
        />
      )}
    </section>
  );
}
