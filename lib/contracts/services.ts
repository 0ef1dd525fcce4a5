import { z } from 'zod';
import { listQuery, pageOf } from './pagination';
import { booleanInput, money, name, optionalFilter, optionalMultiLineText, queryFlag, serviceGroup, unit } from './rules';

// Service (DESIGN §4): a SPEC §3 service group, a price in integer đồng, a SPEC §5 unit.
export const serviceBody = z.object({
  name: name(),
  group: serviceGroup(),
  price: money(),
  unit: unit(),
  description: optionalMultiLineText(1000),
  /** omitted: active on create, unchanged on update */
  isActive: booleanInput().optional(),
});
export type ServiceInput = z.infer<typeof serviceBody>;

export const serviceListQuery = listQuery(['name', 'group', 'price', 'createdAt'] as const).extend({
  group: optionalFilter(serviceGroup()),
  active: queryFlag(),
});
export type ServiceListQuery = z.infer<typeof serviceListQuery>;

export const serviceResponse = z.object({
  id: z.uuid(),
  name: z.string(),
  group: z.number(),
  price: z.number().int(),
  unit: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Service = z.infer<typeof serviceResponse>;
export const servicePage = pageOf(serviceResponse);
