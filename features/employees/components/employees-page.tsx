'use client';

import { useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Badge } from 'react-bootstrap';
import { DataTable } from '@/components/list/data-table';
import { ListPageHeader } from '@/components/list/list-page-header';
import { useListView } from '@/components/list/use-list-view';
import { lazyDialog } from '@/components/ui/on-demand-dialog';
import { ConfirmSwitch } from '@/components/ui/confirm-dialog';
import { useSetEmployeeStatus } from '@/entities/employees/save-employee';
import type { Employee } from '@/lib/contracts/employees';
import { Role, roleName } from '@/lib/roles';
import { notify } from '@/lib/toast';
import { useHasPermission } from '@/lib/use-permission';
import { EMPLOYEE_LIST_FILTERS, employeesQuery } from '../api/list-employees';

// dialogs load with their form code when first opened, not with the page
const EmployeeFormModal = lazyDialog(() => import('./employee-form-modal').then((m) => m.EmployeeFormModal));

const STAFF_ROLES = [Role.SHOP_ADMIN, Role.SHOP_DOCTORS, Role.SHOP_SELLER, Role.SHOP_ACCOUNTANT, Role.SHOP_SPA];

type Dialog = { kind: 'create' } | { kind: 'edit' | 'password' | 'status'; employee: Employee } | null;

/** Nhân viên: every role may look; only the shop admin (STORE_EMPLOYEES_UPDATE) changes anything. */
export function EmployeesPage({ shopId }: { shopId: string }) {
  const t = useTranslations('employees');
  const tc = useTranslations('common');
  const tl = useTranslations('list');
  const { data: session } = useSession();
  const canManage = useHasPermission('STORE_EMPLOYEES_UPDATE');
  const view = useListView(EMPLOYEE_LIST_FILTERS, (request) => employeesQuery(shopId, request));
  const [dialog, setDialog] = useState<Dialog>(null);
  const status = useSetEmployeeStatus();
  const close = () => setDialog(null);
  const roleLabel = (role: number) => tc(`roles.${roleName(role)!}`);

  const toggleStatus = (e: Employee) =>
    status.mutate({ id: e.id, isActive: !e.isActive }, { onSuccess: () => (notify('success', e.isActive ? t('deactivated') : t('reactivated')), close()) });

  return (
    <section>
      <ListPageHeader title={t('title')} create={canManage && { label: t('create'), icon: 'person-plus', onClick: () => setDialog({ kind: 'create' }) }} />
      <DataTable
        view={view}
        filters={[
          { kind: 'search', key: 'search', placeholder: t('searchPlaceholder') },
          { kind: 'select', key: 'role', label: t('fields.role'), allLabel: t('allRoles'), options: STAFF_ROLES.map((r) => ({ value: r, label: roleLabel(r) })) },
          {
            kind: 'select',
            key: 'status',
            label: t('fields.status'),
            allLabel: tl('all'),
            options: [
              { value: 'active', label: t('status.active') },
              { value: 'inactive', label: t('status.inactive') },
            ],
          },
        ]}
        columns={[
          { label: t('fields.name'), sort: 'name', className: 'fw-semibold', cell: (e) => e.name },
          { label: t('fields.email'), sort: 'email', cell: (e) => e.email },
          { label: t('fields.phoneNumber'), cell: (e) => e.phoneNumber ?? '-' },
          { label: t('fields.role'), sort: 'role', cell: (e) => roleLabel(e.role) },
          { label: t('fields.status'), cell: (e) => <Badge bg={e.isActive ? 'success' : 'secondary'}>{e.isActive ? t('status.active') : t('status.inactive')}</Badge> },
        ]}
        actions={
          canManage
            ? {
                name: (e) => e.name,
                of: (e) => [
                  { label: t('edit'), onClick: () => setDialog({ kind: 'edit', employee: e }) },
                  { label: t('resetPassword'), onClick: () => setDialog({ kind: 'password', employee: e }) },
                  // nobody deactivates themselves (the server refuses it too)
                  { label: e.isActive ? t('deactivate') : t('reactivate'), onClick: () => setDialog({ kind: 'status', employee: e }), disabled: e.id === session?.user.id },
                ],
              }
            : undefined
        }
        inactive={(e) => !e.isActive}
      />
      {dialog?.kind === 'create' && <EmployeeFormModal onClose={close} />}
      {dialog?.kind === 'edit' && <EmployeeFormModal employee={dialog.employee} onClose={close} />}
      {dialog?.kind === 'password' && <EmployeeFormModal employee={dialog.employee} passwordOnly onClose={close} />}
      {dialog?.kind === 'status' && (
        <ConfirmSwitch
          action={dialog.employee.isActive ? t('deactivate') : t('reactivate')}
          removes={dialog.employee.isActive}
          body={t(dialog.employee.isActive ? 'confirmDeactivate' : 'confirmReactivate', { name: dialog.employee.name })}
          busy={status.isPending}
          onConfirm={() => toggleStatus(dialog.employee)}
          onCancel={close}
        />
      )}
    </section>
  );
}
