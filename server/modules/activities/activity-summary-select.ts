import { eq, type SQL, sql } from 'drizzle-orm';
import type { ActivitySummary } from '@/lib/contracts/activities';
import { activities, activityProducts, activityServices } from '../../db/schema/activities';
import { customers } from '../../db/schema/customers';
import { petRooms } from '../../db/schema/pet-rooms';
import { petStays } from '../../db/schema/pet-stays';
import { pets } from '../../db/schema/pets';
import { SEARCHABLE } from '../../db/schema/searchable';
import { users } from '../../db/schema/users';
import { containsLiteral } from '../../db/sql/fold';
import { idIn, recordsMatching } from '../../db/sql/search';

// What a board's card, a history row and the activity's page header all show, as one select.

export const summaryColumns = {
  row: activities,
  customer: { id: customers.id, name: customers.name, phoneNumber: customers.phone },
  pet: { id: pets.id, name: pets.name, species: pets.species },
  assigneeName: users.name,
  services: sql<Array<{ name: string; status: number }>>`coalesce((select json_agg(json_build_object('name', s.name, 'status', s.status) order by s.position)
    from ${activityServices} s where s.activity_id = ${activities.id}), '[]'::json)`,
  stay: sql<StayJson | string | null>`(select json_build_object('id', ps.id, 'room', r.name, 'days', ps.billed_days, 'checkedInAt', ps.checked_in_at, 'checkedOutAt', ps.checked_out_at)
    from ${petStays} ps join ${petRooms} r on r.id = ps.room_id where ps.activity_id = ${activities.id})`,
  total: sql<number>`(coalesce((select sum(s.quantity * s.price) from ${activityServices} s where s.activity_id = ${activities.id} and s.status <> 4), 0)
    + coalesce((select sum(p.quantity * p.price) from ${activityProducts} p where p.activity_id = ${activities.id}), 0))::bigint`,
};

/** Activities found by a search: their code, or their customer's name or phone or their pet's name, accents aside (search terms). */
export const activityMatching = (shopId: string, text: string): SQL =>
  sql`(${activities.code} ilike ${containsLiteral(text)}
    or ${idIn(activities.customerId, recordsMatching(shopId, SEARCHABLE.customer.entity, text))}
    or ${idIn(activities.petId, recordsMatching(shopId, SEARCHABLE.pet.entity, text))})`;

/** The joins `summaryColumns` read from, after `from(activities)`. */
export const summaryJoins = {
  customer: eq(customers.id, activities.customerId),
  pet: eq(pets.id, activities.petId),
  assignee: eq(users.id, activities.assigneeId),
};

type SummaryRow = {
  row: typeof activities.$inferSelect;
  customer: { id: string; name: string; phoneNumber: string | null };
  pet: { id: string; name: string; species: string };
  assigneeName: string | null;
  services: Array<{ name: string; status: number }> | string;
  total: number | string;
  stay: StayJson | string | null;
};

type StayJson = { id: string; room: string; days: number; checkedInAt: string | null; checkedOutAt: string | null };
/** A stay as json_build_object gives it (PGlite as text), its times as the API writes instants. */
function stayOf(value: StayJson | string | null): ActivitySummary['stay'] {
  if (value === null) return null;
  const stay: StayJson = typeof value === 'string' ? JSON.parse(value) : value;
  const at = (v: string | null) => (v ? new Date(v).toISOString() : null);
  return { ...stay, checkedInAt: at(stay.checkedInAt), checkedOutAt: at(stay.checkedOutAt) };
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toSummary({ row, customer, pet, assigneeName, services, total, stay }: SummaryRow): ActivitySummary {
  return {
    id: row.id,
    code: row.code,
    ticketNo: row.ticketNo,
    type: row.type,
    status: row.status,
    version: row.version,
    customer,
    pet,
    assignee: row.assigneeId && assigneeName !== null ? { id: row.assigneeId, name: assigneeName } : null,
    // PGlite answers json as text, PostgreSQL as parsed values
    services: typeof services === 'string' ? JSON.parse(services) : services,
    total: Number(total),
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    waitingAt: iso(row.waitingAt),
    startedAt: iso(row.startedAt),
    completedAt: iso(row.completedAt),
    canceledAt: iso(row.canceledAt),
    stay: stayOf(stay),
  };
}
