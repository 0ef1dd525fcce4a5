import { eq, type SQL, sql } from 'drizzle-orm';
import type { Page } from '@/lib/contracts/pagination';
import type { Pet, PetListQuery } from '@/lib/contracts/pets';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { pets } from '../../db/schema/pets';
import { catalogueListPlan } from '../../db/sql/catalogue-list';
import { idIn, recordsMatching, SEARCH_ENTITY } from '../../db/sql/search';
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
    sql`select ${pets.id} from ${pets} where ${pets.shopId} = ${shopId} and ${idIn(pets.customerId, recordsMatching(shopId, SEARCH_ENTITY.customer, search))}`;
  const plan = catalogueListPlan({ table: pets, entity: SEARCH_ENTITY.pet, shopId, query, sortColumns: SORT_COLUMNS, filters, alsoFound: byOwner });

  const [rows, total] = await Promise.all([
    db
      .select(petColumns)
      .from(pets)
      .innerJoin(customers, eq(customers.id, pets.customerId))
      .where(plan.where)
      .orderBy(...plan.order)
      .limit(query.limit)
      .offset(plan.offset),
    plan.total(db),
  ]);
  return { items: rows.map(toPet), total, page: query.page, limit: query.limit };
}
