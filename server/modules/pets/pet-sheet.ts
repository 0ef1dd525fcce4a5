import { type Pet, petBody, type PetInput, type PetListQuery } from '@/lib/contracts/pets';
import { GENDER_IDS } from '@/lib/enums/people';
import { PET_SPECIES, PET_STATUS_IDS, PetStatus } from '@/lib/enums/pets';
import { pets, petWeights } from '../../db/schema/pets';
import type { CatalogueSheet } from '../spreadsheets/sheet-definition';
import { listPets } from './list-pets';
import { petValues } from './pet-values';
import { resolvePetOwners } from './resolve-pet-owners';

const label = (field: string) => `pets.fields.${field}`;
const options = <T extends number | string>(values: readonly T[], labels: string) => values.map((value) => ({ value, label: `common.${labels}.${value}` }));

/** Pets as a spreadsheet: the owner is named by phone (a customer of the shop); a weight starts the history. */
export const petSheet: CatalogueSheet<Pet, PetInput, PetListQuery> = {
  name: 'pets',
  title: 'spreadsheets.sheetTitles.pets',
  contract: petBody,
  columns: [
    { key: 'ownerPhone', label: 'spreadsheets.ownerPhone', kind: { type: 'phone' }, value: (p) => p.owner.phone, required: true, width: 14, example: '0912345678' },
    { key: 'owner', label: label('owner'), kind: { type: 'text' }, value: (p) => p.owner.name, exportOnly: true, width: 24 },
    { key: 'name', label: label('name'), kind: { type: 'text' }, value: (p) => p.name, required: true, width: 18, example: 'Mít' },
    { key: 'species', label: label('species'), kind: { type: 'enum', options: options(PET_SPECIES, 'petSpecies') }, value: (p) => p.species, required: true, width: 10, example: 'dog' },
    { key: 'breed', label: label('breed'), kind: { type: 'text' }, value: (p) => p.breed, width: 18, example: 'Poodle' },
    { key: 'gender', label: label('gender'), kind: { type: 'enum', options: options(GENDER_IDS, 'petGender') }, value: (p) => p.gender, width: 10, example: 1 },
    { key: 'birthDate', label: label('birthDate'), kind: { type: 'date' }, value: (p) => p.birthDate, width: 12, example: '2022-05-01' },
    { key: 'weightKg', label: label('weightKg'), kind: { type: 'number' }, value: (p) => p.weightKg, width: 12, example: 4.5 },
    { key: 'colour', label: label('colour'), kind: { type: 'text' }, value: (p) => p.colour, width: 12 },
    { key: 'microchip', label: label('microchip'), kind: { type: 'text' }, value: (p) => p.microchip, width: 16 },
    { key: 'isSterilised', label: label('isSterilised'), kind: { type: 'boolean' }, value: (p) => p.isSterilised, width: 12, example: false },
    { key: 'status', label: label('status'), kind: { type: 'enum', options: options(PET_STATUS_IDS, 'petStatus') }, value: (p) => p.status, width: 12, example: PetStatus.ALIVE },
    { key: 'note', label: label('note'), kind: { type: 'text' }, value: (p) => p.note, width: 30 },
    { key: 'isActive', label: label('isActive'), kind: { type: 'boolean' }, value: (p) => p.isActive, width: 12, example: true },
  ],
  unique: [],
  list: listPets,
  resolve: resolvePetOwners,
  insert: async (db, { shopId, actorId }, rows) => {
    const inserted = await db
      .insert(pets)
      .values(rows.map(({ input }) => petValues(shopId, input)))
      .returning({ id: pets.id, weightKg: pets.weightKg });
    const weighed = inserted.filter((p) => p.weightKg !== null);
    if (weighed.length > 0) await db.insert(petWeights).values(weighed.map((p) => ({ shopId, petId: p.id, weightKg: p.weightKg as number, recordedBy: actorId })));
  },
};
