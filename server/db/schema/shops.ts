import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { type BankInfo, PRINT_AFTER_PAYMENT, SHOP_CLOCK_DEFAULTS, type PrintAfterPayment, type VatSettings } from '@/lib/contracts/shops';
import { CLOCK_TIME_PATTERN } from '@/lib/contracts/rules';
import { chains } from './chains';
import { createdAt, id, inList, updatedAt } from './columns';

const CLOCK = sql.raw(`'${CLOCK_TIME_PATTERN.source}'`);
const EMPTY_BANK_INFO: BankInfo = { bankName: null, accountNumber: null, bankBranch: null, accountName: null };
const DISABLED_VAT: VatSettings = {
  sale: { isEnabled: false, percent: 0 },
  grooming: { isEnabled: false, percent: 0 },
  healthcare: { isEnabled: false, percent: 0 },
  hotel: { isEnabled: false, percent: 0 },
};

export const shops = pgTable(
  'shops',
  {
    id: id(),
    chainId: uuid('chain_id').references(() => chains.id),
    name: text('name').notNull(),
    alias: text('alias').notNull(),
    phone: text('phone'),
    address: text('address'),
    // references files (migration 0011: files refers back to shops)
    logoFileId: uuid('logo_file_id'),
    bankInfo: jsonb('bank_info').$type<BankInfo>().notNull().default(EMPTY_BANK_INFO),
    vatSettings: jsonb('vat_settings').$type<VatSettings>().notNull().default(DISABLED_VAT),
    timeZone: text('time_zone').notNull().default('Asia/Ho_Chi_Minh'),
    isLocked: boolean('is_locked').notNull().default(false),
    /** sales and uses may take a product's stock below zero (DESIGN §6); off unless the shop admin turns it on */
    allowSellingOutOfStock: boolean('allow_selling_out_of_stock').notNull().default(false),
    /** the paper an invoice prints on as soon as it is paid, or none (the cashier prints by hand) */
    printAfterPayment: text('print_after_payment').$type<PrintAfterPayment>().notNull().default('none'),
    /** the shop's day on its own clock ("HH:mm"): appointments outside it are refused (issue 19) */
    opensAt: text('opens_at').notNull().default(SHOP_CLOCK_DEFAULTS.opensAt),
    closesAt: text('closes_at').notNull().default(SHOP_CLOCK_DEFAULTS.closesAt),
    /** a stay checking out after this time of its last day bills one more day (lib/books/stay-days.ts) */
    lateCheckOutAfter: text('late_check_out_after').notNull().default(SHOP_CLOCK_DEFAULTS.lateCheckOutAfter),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shops_chain_id_idx').on(t.chainId),
    check('shops_print_after_payment_check', sql`${t.printAfterPayment} in (${inList(PRINT_AFTER_PAYMENT)})`),
    check('shops_clock_check', sql`${t.opensAt} ~ ${CLOCK} and ${t.closesAt} ~ ${CLOCK} and ${t.lateCheckOutAfter} ~ ${CLOCK} and ${t.opensAt} < ${t.closesAt}`),
  ],
);
