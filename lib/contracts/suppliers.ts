import { z } from 'zod';
import { listQuery, pageOf } from './pagination';
import { booleanInput, name, optionalText, phone, queryFlag, requiredText } from './rules';

// Supplier (SPEC §3, §5): name and alias follow the name rule; address and phone required; bank fields optional.
export const supplierBody = z.object({
  name: name(),
  alias: name(),
  address: requiredText(255),
  phone: phone(),
  bankName: optionalText(100),
  bankBranch: optionalText(100),
  accountNumber: optionalText(30),
  accountName: optionalText(100),
  /** omitted: active on create, unchanged on update */
  isActive: booleanInput().optional(),
});
export type SupplierInput = z.infer<typeof supplierBody>;

export const supplierListQuery = listQuery(['name', 'alias', 'createdAt'] as const).extend({ active: queryFlag() });
export type SupplierListQuery = z.infer<typeof supplierListQuery>;

export const supplierResponse = z.object({
  id: z.uuid(),
  name: z.string(),
  alias: z.string(),
  address: z.string(),
  phone: z.string(),
  bankName: z.string().nullable(),
  bankBranch: z.string().nullable(),
  accountNumber: z.string().nullable(),
  accountName: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Supplier = z.infer<typeof supplierResponse>;
export const supplierPage = pageOf(supplierResponse);
