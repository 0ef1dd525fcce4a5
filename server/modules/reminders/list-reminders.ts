import { sql } from 'drizzle-orm';
import { reminderMessage } from '@/lib/books/reminder-message';
import type { Reminder, ReminderQuery } from '@/lib/contracts/reminders';
import { ActivityStatus } from '@/lib/enums/activities';
import { OPEN_APPOINTMENT_STATUSES } from '@/lib/enums/appointments';
import { PetStatus } from '@/lib/enums/pets';
import type { ShopRow } from '../../auth/shop-access';
import type { DbOrTx } from '../../db/client';
import { containsLiteral } from '../../db/sql/fold';
import { executeRows } from '../../db/sql/execute-rows';
import { reminderDays } from './reminder-window';

type Row = {
  kind: Reminder['kind'];
  source_id: string;
  due_on: string;
  what: string | null;
  at: Date | string | null;
  customer_id: string;
  customer_name: string;
  customer_phone: string | null;
  pet_id: string;
  pet_name: string;
  outcome: string | null;
  note: string | null;
  contacted_by: string | null;
  contacted_by_name: string | null;
  contacted_at: Date | string | null;
  total: number;
};

const iso = (v: Date | string) => new Date(v).toISOString();

/**
 * What the desk should call about (issue 19 §6), soonest due first: each pet's latest vaccine of a
 * kind with its booster date, each pet's latest visit with a next-visit date, and tomorrow's
 * appointments still ahead — of living pets, within the window — with who called and what came of it.
 * Read from the records themselves, so a booster given or an appointment moved changes it at once.
 */
export async function listReminders(db: DbOrTx, input: { shop: ShopRow; query: ReminderQuery; countOnly?: boolean }): Promise<{ items: Reminder[]; total: number }> {
  const { shop, query } = input;
  const { from, to, tomorrow } = reminderDays(query.window, shop.timeZone);
  const search = query.search ? containsLiteral(query.search) : null;
  const rows = await executeRows<Row>(
    db,
    sql`
    with due as (
      select * from (
        select distinct on (a.pet_id, p.product_id) 'vaccination' as kind, p.id as source_id, p.next_due_on as due_on, p.name as what, null::timestamptz as at, a.customer_id, a.pet_id
        from activity_products p join activities a on a.id = p.activity_id
        where a.shop_id = ${shop.id} and a.status = ${ActivityStatus.COMPLETED} and p.next_due_on is not null
        order by a.pet_id, p.product_id, a.completed_at desc
      ) v
      union all
      select * from (
        select distinct on (a.pet_id) 'follow_up', a.id, r.next_visit_on, null, null::timestamptz, a.customer_id, a.pet_id
        from activity_records r join activities a on a.id = r.activity_id
        where a.shop_id = ${shop.id} and a.status = ${ActivityStatus.COMPLETED} and r.next_visit_on is not null
        order by a.pet_id, a.completed_at desc
      ) f
      union all
      select 'appointment', ap.id, (ap.starts_at at time zone ${shop.timeZone})::date, s.name, ap.starts_at, ap.customer_id, ap.pet_id
      from appointments ap left join services s on s.id = ap.service_id
      where ap.shop_id = ${shop.id} and ap.status in (${sql.join(OPEN_APPOINTMENT_STATUSES.map((s) => sql`${s}`), sql`, `)})
        and ap.starts_at >= (${tomorrow}::date)::timestamp at time zone ${shop.timeZone}
        and ap.starts_at < (${tomorrow}::date + 1)::timestamp at time zone ${shop.timeZone}
    )
    select due.kind, due.source_id, due.due_on::text as due_on, due.what, due.at, c.id as customer_id, c.name as customer_name, c.phone as customer_phone,
      pe.id as pet_id, pe.name as pet_name, rc.outcome, rc.note, rc.contacted_by, u.name as contacted_by_name, rc.contacted_at,
      count(*) over ()::int as total
    from due
    join customers c on c.id = due.customer_id
    join pets pe on pe.id = due.pet_id and pe.status = ${PetStatus.ALIVE}
    left join reminder_contacts rc on rc.shop_id = ${shop.id} and rc.kind = due.kind and rc.source_id = due.source_id and rc.due_on = due.due_on
    left join users u on u.id = rc.contacted_by
    -- tomorrow's appointments are called about today: the day's list holds them too
    where (due.due_on between ${from}::date and ${to}::date ${query.window === 'today' ? sql`or due.kind = 'appointment'` : sql``})
      ${query.kind ? sql`and due.kind = ${query.kind}` : sql``}
      ${query.pending ? sql`and rc.id is null` : sql``}
      ${search ? sql`and (c.name ilike ${search} or pe.name ilike ${search} or c.phone ilike ${search})` : sql``}
    order by due.due_on, due.at nulls first, c.name, pe.name, due.source_id
    ${input.countOnly ? sql`limit 1` : sql`limit ${query.limit} offset ${(query.page - 1) * query.limit}`}`,
  );
  const shopFacts = { name: shop.name, phone: shop.phone };
  return {
    total: Number(rows[0]?.total ?? 0),
    items: input.countOnly
      ? []
      : rows.map((r) => ({
          kind: r.kind,
          sourceId: r.source_id,
          dueOn: r.due_on,
          what: r.what,
          at: r.at ? iso(r.at) : null,
          customer: { id: r.customer_id, name: r.customer_name, phone: r.customer_phone },
          pet: { id: r.pet_id, name: r.pet_name },
          contact: r.outcome ? { outcome: r.outcome as 'reached', note: r.note, by: { id: r.contacted_by!, name: r.contacted_by_name ?? '' }, at: iso(r.contacted_at!) } : null,
          message: reminderMessage({ kind: r.kind, dueOn: r.due_on, what: r.what, at: r.at ? iso(r.at) : null, customerName: r.customer_name, petName: r.pet_name, shop: shopFacts }),
        })),
  };
}
