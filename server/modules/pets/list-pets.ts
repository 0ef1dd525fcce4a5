import { eq, type SQL, sql } from 'drizzle-orm';
import type { Page } from '@/lib/contracts/pagination';
import type { Pet, PetListQuery } from '@/lib/contracts/pets';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { pets } from '../../db/schema/pets';
import { SEARCHABLE } from '../../db/schema/searchable';
import { BY_NAME } from '../../db/sql/list-order';
import { listPlan, readPage } from '../../db/sql/list-plan';
import { idIn, recordsMatching } from '../../db/sql/search';
import { petColumns, toPet } from './pet-row';

const SORT_COLUMNS = { name: [pets.nameOrder, pets.name], species: pets.species, birthDate: pets.birthDate, createdAt: pets.createdAt };

/** The shop's pets with their owners, found by the pet's name, breed or microchip or by the owner's name or phone. */
export async function listPets(db: DbOrTx, input: { shopId: string; query: PetListQuery }): Promise<Page<Pet>> {
  const { shopId, query } = input;
  const filters: SQL[] = [];
  if (query.species) filters.push(eq(pets.species, query.species));
  if (query.status) filters.push(eq(pets.status, query.status));
  if (query.customerId) filters.push(eq(pets.customerId, query.customerId));
  if (query.active !== undefined) filters.push(eq(pets.isActive, query.active));
  // a pet is found by its own words (name, breed, microchip) or by its owner's (name, phone)
  const byOwner = (search: string) =>
    sql`select ${pets.id} from ${pets} where ${pets.shopId} = ${shopId} and ${idIn(pets.customerId, recordsMatching(shopId, SEARCHABLE.customer.entity, search))}`;
  const plan = listPlan({
    table: pets,
    shopId,
    query,
    sortColumns: SORT_COLUMNS,
    defaultSort: BY_NAME,
    filters,
    search: { terms: 'pet', name: pets.name, alsoFound: byOwner },
  });

  return readPage(db, plan, query, db.select(petColumns).from(pets).innerJoin(customers, eq(customers.id, pets.customerId)).$dynamic(), toPet);
}
