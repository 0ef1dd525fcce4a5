'use client';

import { useTranslations } from 'next-intl';
import { DebtPaymentModal } from '@/components/debts/debt-payment-modal';
import type { SupplierDebtDetail, SupplierPayment } from '@/lib/contracts/supplier-debts';
import { formatVnd } from '@/lib/format';
import { notify } from '@/lib/toast';
import { usePaySupplier } from './pay-supplier';

/** Pays a supplier (DESIGN §6): one amount, settling the oldest imports first, as one PC voucher. */
export function PaySupplierModal({ shopId, debt, onClose }: { shopId: string; debt: SupplierDebtDetail; onClose: () => void }) {
  const t = useTranslations('supplier-debts');
  const mutation = usePaySupplier();
  const name = debt.supplier.name;
  return (
    <DebtPaymentModal
      namespace="supplier-debts"
      name={name}
      owed={debt.debt}
      documents={debt.imports}
      mutation={{ isPending: mutation.isPending, mutate: (values, callbacks) => mutation.mutate({ shopId, supplierId: debt.supplier.id, values }, callbacks) }}
      onPaid={(payment: SupplierPayment) => {
        notify('success', t('pay.done', { amount: formatVnd(payment.amount), name, code: payment.code }));
        onClose();
      }}
      onClose={onClose}
    />
  );
}
