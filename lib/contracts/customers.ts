import { z } from 'zod';
import { listQuery, pageOf } from './pagination';
import { petSummary } from './pets';
import { booleanInput, name, optionalEmail, optionalMultiLineText, optionalText, PHONE_PATTERN, queryFlag } from './rules';

// Customer (SPEC §3, §5, DESIGN §4): a name; phone (unique in the shop when present), address, email optional.
const optionalPhone = () => optionalText(20).refine((v) => v === null || PHONE_PATTERN.test(v), { error: 'validation.phone' });

export const customerBody = z.object({
  name: name(),
  phone: optionalPhone(),
  address: optionalText(255),
  email: optionalEmail(),
  note: optionalMultiLineText(1000),
  /** omitted: active on create, unchanged on update */
  isActive: booleanInput().optional(),
});
export type CustomerInput = z.infer<typeof customerBody>;

export const customerListQuery = listQuery(['name', 'phone', 'createdAt'] as const).extend({
  /** Only customers who owe money: the debts of their standing invoices (DESIGN §6). */
  withDebt: queryFlag(),
  active: queryFlag(),
});
export type CustomerListQuery = z.infer<typeof customerListQuery>;

export const customerResponse = z.object({
  id: z.uuid(),
  name: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  email: z.string().nullable(),
  note: z.string().nullable(),
  isActive: z.boolean(),
  petsCount: z.number().int(),
  /** unpaid invoice amounts in đồng (DESIGN §4); 0 until invoices exist */
  debt: z.number().int(),
  /** money the shop holds for them (a voided invoice's payments kept), spent as a payment method */
  credit: z.number().int(),
  createdAt: z.string(),
});
export type Customer = z.infer<typeof customerResponse>;
export const customerPage = pageOf(customerResponse);

/** A customer with their pets (the detail page). */
export const customerDetail = customerResponse.extend({ pets: z.array(petSummary) });
export type CustomerDetail = z.infer<typeof customerDetail>;
