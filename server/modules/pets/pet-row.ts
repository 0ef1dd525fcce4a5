import type { Pet, PetSummary } from '@/lib/contracts/pets';
import type { PetSpecies } from '@/lib/enums/pets';
import { customers } from '../../db/schema/customers';
import { pets } from '../../db/schema/pets';

export type PetRow = typeof pets.$inferSelect;

/** A pet with its owner's summary, as lists and the detail page show it. */
export const petColumns = {
  pet: pets,
  owner: { id: customers.id, name: customers.name, phone: customers.phone },
};

export function toPetSummary(p: PetRow): PetSummary {
  return {
    id: p.id,
    name: p.name,
    species: p.species as PetSpecies,
    breed: p.breed,
    gender: p.gender,
    birthDate: p.birthDate,
    weightKg: p.weightKg === null ? null : Number(p.weightKg),
    status: p.status,
    isActive: p.isActive,
  };
}

export function toPet(row: { pet: PetRow; owner: { id: string; name: string; phone: string | null } }): Pet {
  const p = row.pet;
  return {
    ...toPetSummary(p),
    customerId: p.customerId,
    owner: row.owner,
    colour: p.colour,
    microchip: p.microchip,
    isSterilised: p.isSterilised,
    note: p.note,
    createdAt: p.createdAt.toISOString(),
  };
}
