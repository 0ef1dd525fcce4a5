import { z } from 'zod';
import { PET_SPECIES, PetStatus } from '../enums/pets';
import { listQuery, pageOf } from './pagination';
import {
  booleanInput,
  optionalFilter,
  optionalGender,
  optionalMultiLineText,
  optionalPastDate,
  optionalText,
  optionalWeightKg,
  petSpecies,
  petStatus,
  queryFlag,
  requiredText,
} from './rules';

// Pet (DESIGN §4): always of a customer of the same shop. The name takes no 3-character minimum
// (SPEC §5's name rule is for people and businesses; "Mi" and "Bo" are common pet names).
export const petBody = z.object({
  customerId: z.uuid({ error: 'validation.uuid' }),
  name: requiredText(100),
  species: petSpecies(),
  breed: optionalText(100),
  gender: optionalGender(),
  birthDate: optionalPastDate(),
  /** kg; a new value is appended to the weight history */
  weightKg: optionalWeightKg(),
  colour: optionalText(50),
  microchip: optionalText(50),
  isSterilised: booleanInput().default(false),
  status: petStatus().default(PetStatus.ALIVE),
  note: optionalMultiLineText(1000),
  /** omitted: active on create, unchanged on update */
  isActive: booleanInput().optional(),
});
export type PetInput = z.infer<typeof petBody>;

export const petListQuery = listQuery(['name', 'species', 'birthDate', 'createdAt'] as const).extend({
  species: optionalFilter(petSpecies()),
  status: optionalFilter(petStatus()),
  customerId: optionalFilter(z.uuid({ error: 'validation.uuid' })),
  active: queryFlag(),
});
export type PetListQuery = z.infer<typeof petListQuery>;

/** A pet as listed under its owner. */
export const petSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  species: z.enum(PET_SPECIES),
  breed: z.string().nullable(),
  gender: z.number().nullable(),
  birthDate: z.string().nullable(),
  weightKg: z.number().nullable(),
  status: z.number(),
  isActive: z.boolean(),
});
export type PetSummary = z.infer<typeof petSummary>;

export const petOwner = z.object({ id: z.uuid(), name: z.string(), phone: z.string().nullable() });

export const petResponse = petSummary.extend({
  customerId: z.uuid(),
  owner: petOwner,
  colour: z.string().nullable(),
  microchip: z.string().nullable(),
  isSterilised: z.boolean(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type Pet = z.infer<typeof petResponse>;
export const petPage = pageOf(petResponse);

export const petWeight = z.object({ id: z.uuid(), weightKg: z.number(), measuredAt: z.string() });
export type PetWeight = z.infer<typeof petWeight>;

/** A pet with its weight history, oldest first (the weight chart). */
export const petDetail = petResponse.extend({ weights: z.array(petWeight) });
export type PetDetail = z.infer<typeof petDetail>;
