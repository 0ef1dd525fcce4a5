import { sql } from 'drizzle-orm';
import { ActivityStatus, InvoiceType } from '@/lib/enums/activities';
import { DocumentKind } from '@/lib/enums/documents';
import { InvoiceKind, InvoiceStatus } from '@/lib/enums/invoices';
import { codeOf, countOf, type MonthBatch, shopTime } from './month-batch';

// The month's visits and invoices written from the plan: each visit (DV…, a stay LT…) made at the
// desk, waiting, started and completed by its staff member with its service and product lines; then
// each invoice (HD…) with its lines, issued when the visit completed or at the counter.

const STAY_TYPES = `type in (${InvoiceType.HOTEL}, ${InvoiceType.INPATIENT_CARE})`;
const STAY = sql.raw(STAY_TYPES);
export const VOID_REASON = 'Khách đổi ý, trả lại hàng';

/** The month's activities (history_activities), numbered by when they were made, each day's tickets after those already there. */
async function writeActivities(batch: MonthBatch) {
  const { tx, shopId, cast } = batch;
  const dv = batch.counters[DocumentKind.ACTIVITY];
  const lt = batch.counters[DocumentKind.STAY];
  await tx.execute(sql`create temporary table history_activities on commit drop as
    with a as (
      select i.activity_id as id, i.g, i.kind as type, i.customer_id, i.pet_id, i.assignee, i.reception, i.act_at as created_at,
        i.act_at + interval '10 minutes' as started_at, i.at - interval '3 minutes' as completed_at, (i.act_at at time zone ${cast.timeZone})::date as day
      from history_invoices i where i.kind <> ${InvoiceKind.RETAIL}
    ), there as (
      select (created_at at time zone ${cast.timeZone})::date as day, count(*)::int as n from activities
      where shop_id = ${shopId}::uuid and created_at >= ${shopTime(batch, batch.from)} - interval '7 days' and created_at < ${shopTime(batch, batch.until)}
      group by 1
    )
    select a.*, coalesce(t.n, 0) + row_number() over (partition by a.day order by a.created_at, a.g) as ticket_no,
      case when ${STAY} then ${codeOf(DocumentKind.STAY, sql`${lt} + row_number() over (partition by ${STAY} order by a.created_at, a.g)`)}
        else ${codeOf(DocumentKind.ACTIVITY, sql`${dv} + row_number() over (partition by ${STAY} order by a.created_at, a.g)`)} end as code
    from a left join there t on t.day = a.day`);
  await tx.execute(sql`insert into activities (id, shop_id, code, type, status, version, ticket_no, customer_id, pet_id, assignee_id, created_by,
      waiting_at, waiting_by, started_at, started_by, completed_at, completed_by, created_at, updated_at)
    select id, ${shopId}::uuid, code, type, ${ActivityStatus.COMPLETED}, 4, ticket_no, customer_id, pet_id, assignee, reception,
      created_at, reception, started_at, assignee, completed_at, assignee, created_at, completed_at
    from history_activities order by created_at, g`);
  await tx.execute(sql`insert into activity_services (shop_id, activity_id, position, service_id, service_group, name, unit, quantity, price, status, performer_id,
      started_at, completed_at, created_at, updated_at)
    select ${shopId}::uuid, a.id, l.position + 1, l.service_id, l.item_group, l.name, l.unit_name, l.quantity, l.unit_price, ${ActivityStatus.COMPLETED}, a.assignee,
      a.started_at, a.completed_at, a.created_at, a.completed_at
    from history_lines l join history_activities a on a.g = l.g where l.kind = 'service'`);
  await tx.execute(sql`insert into activity_products (shop_id, activity_id, position, product_id, name, unit_name, unit_factor, quantity, price, created_at)
    select ${shopId}::uuid, a.id, l.position - i.service_lines + 1, l.product_id, l.name, l.unit_name, 1, l.quantity, l.unit_price, a.created_at
    from history_lines l join history_activities a on a.g = l.g join history_invoices i on i.g = l.g where l.kind = 'product'`);
  const stays = await countOf(tx, 'history_activities', STAY_TYPES);
  const visits = await countOf(tx, 'history_activities');
  batch.counters[DocumentKind.STAY] += stays;
  batch.counters[DocumentKind.ACTIVITY] += visits - stays;
  return visits;
}

/** The month's invoices and their lines, issued as planned (paid, partly paid or owing). */
async function writeInvoices(batch: MonthBatch) {
  const { tx, shopId } = batch;
  await tx.execute(sql`insert into invoices (id, shop_id, code, kind, status, activity_id, customer_id, subtotal, discount, promotion_discount, vat, total, paid,
      change_given, discount_reason, created_by, created_at)
    select invoice_id, ${shopId}::uuid, code, kind, status, activity_id, customer_id, subtotal, discount, 0, vat, total, paid,
      0, case when discount > 0 then 'Khách quen' end, cashier, at
    from history_invoices order by g`);
  await tx.execute(sql`insert into invoice_lines (shop_id, invoice_id, position, kind, service_id, product_id, product_group, name, unit_name, unit_factor, quantity,
      unit_price, discount, amount, invoice_discount, taxable_base, vat_key, vat_percent, vat, cost)
    select ${shopId}::uuid, i.invoice_id, l.position, l.kind, l.service_id, l.product_id, l.product_group, l.name, l.unit_name, 1, l.quantity,
      l.unit_price, l.discount, l.amount, l.invoice_discount, l.taxable_base, l.vat_key, l.vat_percent, l.vat, l.cost
    from history_lines l join history_invoices i on i.g = l.g order by l.g, l.position`);
  const invoices = await countOf(tx, 'history_invoices');
  batch.counters[DocumentKind.INVOICE] += invoices;
  return invoices;
}

/** Writes the month's activities and invoices; how many of each, and of invoice lines. */
export async function writeMonthDocuments(batch: MonthBatch): Promise<{ activities: number; invoices: number; lines: number }> {
  const activities = await writeActivities(batch);
  const invoices = await writeInvoices(batch);
  return { activities, invoices, lines: await countOf(batch.tx, 'history_lines') };
}

/**
 * The month's voids (void-invoice.ts): the sale struck through by the cashier who made it, with the
 * reason, its money given back (history_payments) and goods returned (history_moves) by the others.
 */
export async function voidMonthInvoices(batch: MonthBatch): Promise<number> {
  await batch.tx.execute(sql`update invoices v set status = ${InvoiceStatus.VOIDED}, paid = 0, voided_by = i.cashier, voided_at = i.voided_at,
      void_reason = ${VOID_REASON}, void_refund = 'REFUND'
    from history_invoices i where v.id = i.invoice_id and i.voided_at is not null`);
  return countOf(batch.tx, 'history_invoices', 'voided_at is not null');
}
