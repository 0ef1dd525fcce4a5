import { type Pet, petBody, type PetDetail, petDetail, petListQuery, petPage, petResponse } from '@/lib/contracts/pets';
import type { MockPet } from '../catalogue-data';
import { mockState } from '../data';
import { applyChanges, catalogueHandlers, newRecord } from './catalogue';
import { customerSearchFields, findCustomer } from './customers';
import { byId } from './shared';

// ---- pets (/pets, DESIGN §4), as server/modules/pets: always of a customer of the same shop; every shop role ----

const ownerOf = (p: MockPet) => mockState.customers[p.customerId];

const toPet = (p: MockPet): Pet => {
  const { id, name, phone } = ownerOf(p);
  return petResponse.parse({ ...p, owner: { id, name, phone } });
};

const byMeasuredAt = (a: { id: string; measuredAt: string }, b: { id: string; measuredAt: string }) =>
  a.measuredAt < b.measuredAt ? -1 : a.measuredAt > b.measuredAt ? 1 : byId(a, b);

/** With the weight history, oldest first (the weight chart). */
const toPetDetail = (p: MockPet): PetDetail => petDetail.parse({ ...toPet(p), weights: [...p.weights].sort(byMeasuredAt) });

/** A weight that differs from the last one is appended to the history (DESIGN §4). */
function recordWeight(pet: MockPet, previousKg: number | null): MockPet {
  if (pet.weightKg !== null && pet.weightKg !== previousKg) pet.weights.push({ id: crypto.randomUUID(), weightKg: pet.weightKg, measuredAt: new Date().toISOString() });
  return pet;
}

export const petHandlers = catalogueHandlers({
  path: '/pets',
  table: () => mockState.pets,
  permissions: { view: 'PET_VIEW_DETAILS', create: 'PET_VIEW_DETAILS', change: 'PET_VIEW_DETAILS', remove: 'PET_DELETE' },
  notFoundKey: 'errors.petNotFound',
  listQuery: petListQuery,
  // the pet's name, breed or microchip, or the owner's name, phone or e-mail
  searchFields: (p) => [{ words: [p.name, p.breed, p.microchip] }, customerSearchFields(ownerOf(p))],
  filter: (p, query) =>
    (!query.species || p.species === query.species) && (!query.status || p.status === query.status) && (!query.customerId || p.customerId === query.customerId),
  body: petBody,
  // a new owner must be a customer of the same shop; another shop's is missing (404)
  check: (shop, body, pet) => {
    if (body.customerId !== pet?.customerId) findCustomer(shop, body.customerId);
  },
  create: (shop, body) => recordWeight({ ...newRecord(shop, body), hasActivity: false, weights: [] }, null),
  update: (pet, changes) => {
    const previousKg = pet.weightKg;
    recordWeight(applyChanges(pet, changes), previousKg);
  },
  item: toPet,
  detail: toPetDetail,
  saved: toPetDetail,
  page: petPage,
  inUseKey: (p) => (p.hasActivity ? 'errors.petInUse' : undefined),
});
