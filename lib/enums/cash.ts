// The cash book (DESIGN §6): receipt and payment vouchers (SPEC §3 types and payer types).
export const VoucherType = { RECEIPT: 'RECEIPT', PAYMENT: 'PAYMENT' } as const;
export type VoucherType = (typeof VoucherType)[keyof typeof VoucherType];
export const VOUCHER_TYPES = Object.values(VoucherType);

export const PayerType = { CUSTOMER: 'CUSTOMER', SUPPLIER: 'SUPPLIER', EMPLOYEE: 'EMPLOYEE', DELIVERYEE: 'DELIVERYEE', OTHER: 'OTHER' } as const;
export type PayerType = (typeof PayerType)[keyof typeof PayerType];
export const PAYER_TYPES = Object.values(PayerType);
/** Payer types that name a record of the shop; the others carry a typed name. */
export const PAYER_TYPES_WITH_RECORD: readonly PayerType[] = [PayerType.CUSTOMER, PayerType.SUPPLIER, PayerType.EMPLOYEE];

/** How money moved: cash goes through the drawer, transfers and cards through the bank. */
export const PaymentMethod = { CASH: 'CASH', BANK_TRANSFER: 'BANK_TRANSFER', CARD: 'CARD' } as const;
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];
export const PAYMENT_METHODS = Object.values(PaymentMethod);

export const VoucherCategory = {
  SALES: 'SALES',
  DEBT_COLLECTION: 'DEBT_COLLECTION',
  DEPOSIT: 'DEPOSIT',
  PURCHASE: 'PURCHASE',
  SUPPLIER_DEBT: 'SUPPLIER_DEBT',
  SALARY: 'SALARY',
  RENT: 'RENT',
  UTILITIES: 'UTILITIES',
  OTHER_INCOME: 'OTHER_INCOME',
  OTHER_EXPENSE: 'OTHER_EXPENSE',
} as const;
export type VoucherCategory = (typeof VoucherCategory)[keyof typeof VoucherCategory];
export const VOUCHER_CATEGORIES = Object.values(VoucherCategory);

/**
 * The categories a person may write a voucher of by hand (expenses and other income, DESIGN §6);
 * sales, deposits, debts and purchases are written only by their documents.
 */
export const MANUAL_CATEGORIES: Record<VoucherType, readonly VoucherCategory[]> = {
  RECEIPT: [VoucherCategory.OTHER_INCOME],
  PAYMENT: [VoucherCategory.SALARY, VoucherCategory.RENT, VoucherCategory.UTILITIES, VoucherCategory.OTHER_EXPENSE],
};
