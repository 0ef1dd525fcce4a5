import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Page } from '@/lib/contracts/pagination';
import type { Pet, PetListQuery } from '@/lib/contracts/pets';
import type { DbOrTx } from '../../db/client';
import { customers, pets } from '../../db/schema/customers';
import { listOrder } from '../../db/sql/list-order';
import { idIn, recordsMatching, SEARCH_ENTITY } from '../../db/sql/search';
import { petColumns, toPet } from './pet-row';

const SORT_COLUMNS = { name: [pets.nameOrder, pets.name], species: pets.species, birthDate: pets.birthDate, createdAt: pets.createdAt };

/** The shop's pets with their owners, found by the pet's name, breed or microchip or by the owner's name or phone. */
export async function listPets(db: DbOrTx, input: { shopId: string; query: PetListQuery }): Promise<Page<Pet>> {
  const { shopId, query } = input;
  const conditions: SQL[] = [eq(pets.shopId, shopId)];
  if (query.search) {
    // the pet's own words (name, breed, microchip), or its owner's (name, phone)
    const byOwner = sql`select ${pets.id} from ${pets} where ${pets.shopId} = ${shopId} and ${idIn(pets.customerId, recordsMatching(shopId, SEARCH_ENTITY.customer, query.search))}`;
    conditions.push(idIn(pets.id, recordsMatching(shopId, SEARCH_ENTITY.pet, query.search), byOwner));
  }
  if (query.species) conditions.push(eq(pets.species, query.species));
  if (query.status) conditions.push(eq(pets.status, query.status));
  if (query.customerId) conditions.push(eq(pets.customerId, query.customerId));
  if (query.active !== undefined) conditions.push(eq(pets.isActive, query.active));
  const where = and(...conditions);
  const order = listOrder(SORT_COLUMNS, query.sort, 'name', pets.id);

  const [rows, [total]] = await Promise.all([
    db
      .select(petColumns)
      .from(pets)
      .innerJoin(customers, eq(customers.id, pets.customerId))
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(pets).where(where),
  ]);
  return { items: rows.map(toPet), total: Number(total?.n ?? 0), page: query.page, limit: query.limit };
}
