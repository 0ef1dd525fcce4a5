'use client';

import { forwardRef, type ComponentProps } from 'react';
import { Form } from 'react-bootstrap';
import { findBank, VIETNAM_BANKS } from '@/lib/vietqr/banks';

type BankSelectProps = Omit<ComponentProps<typeof Form.Select>, 'children'> & {
  /** the bank saved now: a name typed before there was a list stays choosable until it is changed */
  current: string | null;
  noneLabel: string;
};

/**
 * The shop's bank, picked from the banks VietQR knows (its QR codes are made from the bank's BIN);
 * kept by its short name, as customers and receipts read it.
 */
export const BankSelect = forwardRef<HTMLSelectElement, BankSelectProps>(function BankSelect({ current, noneLabel, ...select }, ref) {
  const legacy = current && !VIETNAM_BANKS.some((b) => b.shortName === current) ? current : null;
  const legacyBank = findBank(legacy);
  return (
    <Form.Select ref={ref} {...select}>
      <option value="">{noneLabel}</option>
      {legacy && <option value={legacy}>{legacyBank ? `${legacy} — ${legacyBank.name}` : legacy}</option>}
      {VIETNAM_BANKS.map((b) => (
        <option key={b.code} value={b.shortName}>
          {b.shortName} — {b.name}
        </option>
      ))}
    </Form.Select>
  );
});
