'use client';

import { DebtPaymentModal } from '@/components/debts/debt-payment-modal';
import type { CustomerCollection, CustomerDebtDetail } from '@/lib/contracts/customer-debts';
import { useCollectCustomerDebt } from './collect-customer-debt';

interface CollectDebtModalProps {
  shopId: string;
  debt: CustomerDebtDetail;
  /** after the collection is recorded: the section confirms it and offers its receipt */
  onCollected: (collection: CustomerCollection) => void;
  onClose: () => void;
}

/** Collects from a customer (DESIGN §6): one amount, settling the oldest invoices first, as one PT voucher. */
export function CollectDebtModal({ shopId, debt, onCollected, onClose }: CollectDebtModalProps) {
  const mutation = useCollectCustomerDebt();
  return (
    <DebtPaymentModal
      namespace="customer-debts"
      name={debt.customer.name}
      owed={debt.debt}
      documents={debt.invoices}
      mutation={{ isPending: mutation.isPending, mutate: (values, callbacks) => mutation.mutate({ shopId, customerId: debt.customer.id, values }, callbacks) }}
      onPaid={onCollected}
      onClose={onClose}
    />
  );
}
