import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Page } from '@/lib/contracts/pagination';
import type { Pet, PetListQuery } from '@/lib/contracts/pets';
import type { DbOrTx } from '../../db/client';
import { customers, pets } from '../../db/schema/customers';
import { matchesSearch } from '../../db/sql/fold';
import { listOrder } from '../../db/sql/list-order';
import { petColumns, toPet } from './pet-row';

const SORT_COLUMNS = { name: [pets.nameOrder, pets.name], species: pets.species, birthDate: pets.birthDate, createdAt: pets.createdAt };

/** The shop's pets with their owners, found by the pet's name, breed or microchip or by the owner's name or phone. */
export async function listPets(db: DbOrTx, input: { shopId: string; query: PetListQuery }): Promise<Page<Pet>> {
  const { shopId, query } = input;
  const conditions: SQL[] = [eq(pets.shopId, shopId)];
  if (query.search) {
    // two arms rather than one OR, so that each is answered by its own trigram index
    const byPet = db
      .select({ id: pets.id })
      .from(pets)
      .where(and(eq(pets.shopId, shopId), matchesSearch(pets.searchText, query.search)));
    const byOwner = db
      .select({ id: pets.id })
      .from(pets)
      .innerJoin(customers, eq(customers.id, pets.customerId))
      .where(and(eq(customers.shopId, shopId), eq(pets.shopId, shopId), matchesSearch(customers.searchText, query.search)));
    conditions.push(inArray(pets.id, union(byPet, byOwner)));
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
