'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { type UseFormReturn, useController, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { SelectField, TextField } from '@/components/ui/form-controls';
import { FormField } from '@/components/ui/form-field';
import { type CustomerOption, CustomerPicker } from '@/entities/customers/customer-picker';
import type { CashVoucherInput, cashVoucherBody } from '@/lib/contracts/cash-vouchers';
import { PayerType } from '@/lib/enums/cash';
import { staffOptionsQuery, supplierOptionsQuery } from '../api/payer-options';

type VoucherForm = UseFormReturn<z.input<typeof cashVoucherBody>, unknown, CashVoucherInput>;

/** A customer, from the customer typeahead (a shop may have thousands). */
function CustomerPayer({ form, shopId, label }: { form: VoucherForm; shopId: string; label: string }) {
  const id = useId();
  const { field, fieldState } = useController({ control: form.control, name: 'payerId' });
  const [chosen, setChosen] = useState<CustomerOption | null>(null);
  const choose = (customer: CustomerOption | null) => {
    setChosen(customer);
    field.onChange(customer?.id ?? '');
    form.clearErrors('payerId');
  };
  return (
    <FormField id={id} label={label} required error={fieldState.error?.message}>
      <CustomerPicker shopId={shopId} value={chosen} onChange={choose} isInvalid={!!fieldState.error} />
    </FormField>
  );
}

/**
 * Who pays or is paid (SPEC §3 payer types): a customer, supplier or employee of the shop, picked
 * from their records; a delivery person or anyone else, by the name written on the voucher.
 */
export function PayerField({ form, shopId }: { form: VoucherForm; shopId: string }) {
  const t = useTranslations('cash-book');
  const payerType = useWatch({ control: form.control, name: 'payerType' });
  const suppliers = useQuery({ ...supplierOptionsQuery(shopId), enabled: payerType === PayerType.SUPPLIER });
  const staff = useQuery({ ...staffOptionsQuery(shopId, 'active'), enabled: payerType === PayerType.EMPLOYEE });

  // another kind of payer forgets the one chosen, and what was said of it
  useEffect(() => {
    form.setValue('payerId', '');
    form.setValue('payerName', '');
    form.clearErrors(['payerId', 'payerName']);
  }, [form, payerType]);

  const label = t('fields.payer');
  if (payerType === PayerType.CUSTOMER) return <CustomerPayer key={payerType} form={form} shopId={shopId} label={label} />;
  if (payerType === PayerType.SUPPLIER || payerType === PayerType.EMPLOYEE) {
    const options = (payerType === PayerType.SUPPLIER ? suppliers : staff).data ?? [];
    return <SelectField key={payerType} form={form} name="payerId" label={label} required options={options} />;
  }
  return <TextField form={form} name="payerName" label={t('fields.payerName')} required maxLength={100} />;
}
