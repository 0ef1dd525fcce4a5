import type { VatKey } from './shops';

// Service/activity status (SPEC §4).
export const ActivityStatus = { DRAFT: 0, WAITING: 1, IN_PROGRESS: 2, COMPLETED: 3, CANCELED: 4 } as const;
export const ACTIVITY_STATUS_IDS = Object.values(ActivityStatus);

// Invoice types and the VAT key each one uses (SPEC §3).
export const InvoiceType = { GROOMING: 1, HEALTHCARE: 2, HOME: 3, HOTEL: 4, INPATIENT_CARE: 5 } as const;
export const INVOICE_TYPE_IDS = Object.values(InvoiceType);

export const INVOICE_TYPE_VAT_KEY: Record<number, VatKey> = {
  [InvoiceType.GROOMING]: 'grooming',
  [InvoiceType.HEALTHCARE]: 'healthcare',
  [InvoiceType.HOME]: 'healthcare',
  [InvoiceType.HOTEL]: 'hotel',
  [InvoiceType.INPATIENT_CARE]: 'healthcare',
};
