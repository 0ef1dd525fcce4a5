import type { PetInput } from '@/lib/contracts/pets';
import type { pets } from '../../db/schema/pets';

/** The row a new pet is inserted as (the create form and the spreadsheet import share it). */
export function petValues(shopId: string, pet: PetInput): typeof pets.$inferInsert {
  return {
    shopId,
    customerId: pet.customerId,
    name: pet.name,
    species: pet.species,
    breed: pet.breed,
    gender: pet.gender,
    birthDate: pet.birthDate,
    weightKg: pet.weightKg,
    colour: pet.colour,
    microchip: pet.microchip,
    isSterilised: pet.isSterilised,
    status: pet.status,
    note: pet.note,
    isActive: pet.isActive ?? true,
  };
}
