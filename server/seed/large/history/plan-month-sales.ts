import { type SQL, sql } from 'drizzle-orm';
import { InvoiceType, INVOICE_TYPE_VAT_KEY } from '@/lib/enums/activities';
import { DocumentKind } from '@/lib/enums/documents';
import { InvoiceKind, InvoiceStatus } from '@/lib/enums/invoices';
import { ProductGroup } from '@/lib/enums/products';
import type { VatKey } from '@/lib/enums/shops';
import { executeRows } from '../../../db/sql/execute-rows';
import { rolled } from '../generated-rows';
import { oneOf } from './ensure-history-cast';
import { codeOf, countOf, type MonthBatch, shopTime } from './month-batch';

// A month of sales planned in temporary tables before anything is written: the invoices
// (history_invoices) with who, when, how they are paid or voided, and their lines (history_lines)
// with the invoice discount shared out and VAT per line, as lib/books/invoice-totals.ts works them out.

/** The products the history sells and uses (SP0000002…SP0000601): their stock comes in only through it. */
export const HISTORY_PRODUCT_CODES = { first: 'SP0000002', last: 'SP0000601' } as const;

/** Share of invoices of each kind, in percent: the counter's sales, then the visits. */
const KINDS: ReadonlyArray<{ kind: InvoiceKind; percent: number; productLines: { min: number; spread: number }; pool: string }> = [
  { kind: InvoiceKind.RETAIL, percent: 40, productLines: { min: 1, spread: 6 }, pool: 'retail' },
  { kind: InvoiceKind.GROOMING, percent: 20, productLines: { min: 0, spread: 2 }, pool: 'groom' },
  { kind: InvoiceKind.HEALTHCARE, percent: 28, productLines: { min: 0, spread: 4 }, pool: 'care' },
  { kind: InvoiceKind.HOME, percent: 4, productLines: { min: 0, spread: 3 }, pool: 'care' },
  { kind: InvoiceKind.HOTEL, percent: 5, productLines: { min: 0, spread: 3 }, pool: 'hotel' },
  { kind: InvoiceKind.INPATIENT_CARE, percent: 3, productLines: { min: 1, spread: 3 }, pool: 'care' },
];
/** The product groups each pool of goods draws from: the counter sells food, accessories and care products. */
const POOLS: Record<string, readonly number[]> = {
  retail: [ProductGroup.SALE_GOODS, ProductGroup.OTHER, ProductGroup.CHEMICALS],
  care: [ProductGroup.MEDICINE, ProductGroup.MEDICAL_SUPPLIES],
  groom: [ProductGroup.CHEMICALS],
  hotel: [ProductGroup.SALE_GOODS],
};
/** Units of a line of each pool: 1–3 at the counter, 1–5 tablets, one bottle of shampoo, 1–2 bags of food. */
const QUANTITY: Record<string, { min: number; spread: number }> = { retail: { min: 1, spread: 3 }, care: { min: 1, spread: 5 }, groom: { min: 1, spread: 1 }, hotel: { min: 1, spread: 2 } };

const isStay = (alias = '') => sql.raw(`${alias}kind in (${InvoiceType.HOTEL}, ${InvoiceType.INPATIENT_CARE})`);
const byKind = (pick: (k: (typeof KINDS)[number]) => SQL) => sql`case kind ${sql.join(KINDS.map((k) => sql`when ${sql.raw(String(k.kind))} then ${pick(k)}`), sql` `)} end`;

/** The catalogue of the month (history_items, history_pools): the services by pool, the history's products by pool. */
async function planCatalogue(batch: MonthBatch) {
  const { tx, shopId, cast } = batch;
  await tx.execute(sql`create temporary table history_items (pool text, slot int, item_kind text, service_id uuid, product_id uuid, name text, unit text,
    price bigint, item_group smallint) on commit drop`);
  const services = cast.services.flatMap((s) => s.pools.map((pool) => sql`(${pool}, ${s.id}::uuid, ${s.name}, ${s.unit}, ${s.price}::bigint, ${s.group}::smallint)`));
  await tx.execute(sql`insert into history_items (pool, slot, item_kind, service_id, name, unit, price, item_group)
    select v.pool, (row_number() over (partition by v.pool order by v.name) - 1)::int, 'service', v.id, v.name, v.unit, v.price, v.grp
    from (values ${sql.join(services, sql`, `)}) as v(pool, id, name, unit, price, grp)`);
  const pools = Object.entries(POOLS).flatMap(([pool, groups]) => groups.map((group) => sql`(${pool}, ${group}::smallint)`));
  await tx.execute(sql`insert into history_items (pool, slot, item_kind, product_id, name, unit, price, item_group)
    select g.pool, (row_number() over (partition by g.pool order by p.code) - 1)::int, 'product', p.id, p.name, p.unit, p.sale_price, p.product_group
    from products p join (values ${sql.join(pools, sql`, `)}) as g(pool, grp) on g.grp = p.product_group
    where p.shop_id = ${shopId}::uuid and p.code between ${HISTORY_PRODUCT_CODES.first} and ${HISTORY_PRODUCT_CODES.last}`);
  await tx.execute(sql`create temporary table history_pools on commit drop as select pool, count(*)::int as n from history_items group by pool`);
  const filled = new Set((await executeRows<{ pool: string }>(tx, sql`select pool from history_pools`)).map((p) => p.pool));
  if (Object.keys(POOLS).some((pool) => !filled.has(pool))) {
    throw new Error(`the history sells products ${HISTORY_PRODUCT_CODES.first}…${HISTORY_PRODUCT_CODES.last} of every group: seed at least 601 products`);
  }
  await tx.execute(sql`analyze history_items`);
}

/** The shop's pets and their owners, numbered: the visits come from them, and the known customers at the counter. */
async function planPets(batch: MonthBatch): Promise<number> {
  await batch.tx.execute(sql`create temporary table history_pets on commit drop as
    select (row_number() over (order by p.id) - 1)::int as n, p.id as pet_id, p.customer_id, c.name as customer_name
    from pets p join customers c on c.id = p.customer_id where p.shop_id = ${batch.shopId}::uuid`);
  await batch.tx.execute(sql`analyze history_pets`);
  return countOf(batch.tx, 'history_pets');
}

/**
 * The month's invoices, one row each (history_invoices), numbered g through the whole history: each
 * day's spread over 09:30–19:30 in order, so their codes follow time (a visit made up to 90 minutes
 * before its invoice, a stay its nights before, a void within half an hour: all within the opening
 * hours, 08:00–20:00). What decides each one is a roll of g: its kind, pet and customer, staff,
 * discount, whether it is left owing and repaid later, how it is paid, whether it is voided.
 */
async function planInvoices(batch: MonthBatch, pets: number) {
  const { tx, cast } = batch;
  const r = (salt: number, n: number) => rolled('g', salt, n);
  const days = batch.month.days.map((d) => sql`(${d.day}::date, ${d.invoices}::int, ${d.first}::bigint)`);
  const firstG = batch.month.days[0].first;
  let below = 0;
  const kind = sql`case ${sql.join(
    KINDS.map((k) => {
      below += k.percent;
      return sql`when ${r(2, 100)} < ${sql.raw(String(below))} then ${sql.raw(String(k.kind))}`;
    }),
    sql` `,
  )} end`;
  const hotelStaff = [...cast.groomers, ...cast.sellers];
  const cashiers = [...cast.sellers, cast.owner];
  await tx.execute(sql`create temporary table history_invoices on commit drop as
    with base as (
      select d.day, d.first_g + s.k as g, s.k, d.n
      from (values ${sql.join(days, sql`, `)}) as d(day, n, first_g) cross join lateral generate_series(0, d.n - 1) as s(k)
    ), drawn as materialized (
      select b.g, b.day,
        ((b.day + time '09:30') + (b.k + ${r(1, 1000)} / 1000.0) * (interval '10 hours' / b.n)) at time zone ${cast.timeZone} as at,
        (${kind})::smallint as kind,
        ${r(3, pets)} as pet_n, ${r(4, 100)} < 60 as known,
        ${r(9, 100)} < 8 as discounted, 5 + 5 * ${r(10, 2)} as discount_percent,
        ${r(11, 100)} < 6 as owing, ${r(12, 3)} = 0 as owes_all, ${r(13, 100)} < 70 as repays, (1 + ${r(14, 25)})::int as repay_days, ${r(15, 540)} as repay_minute,
        case when ${r(16, 100)} < 55 then 'CASH' when ${r(16, 100)} < 90 then 'BANK_TRANSFER' else 'CARD' end as method,
        case when ${r(24, 2)} = 0 then 'CASH' else 'BANK_TRANSFER' end as repay_method,
        ${r(17, 100)} < 4 as splits, ${r(18, 1000)} < 15 as voids, 5 + ${r(19, 26)} as void_minutes,
        1 + ${r(7, 4)} as stay_nights, 30 + ${r(8, 60)} as visit_minutes, 1 + ${r(20, 3)} as extra_services, ${r(21, 1000)} as product_roll,
        ${oneOf(cast.doctors, r(5, cast.doctors.length))} as doctor, ${oneOf(cast.groomers, r(5, cast.groomers.length))} as groomer,
        ${oneOf(hotelStaff, r(5, hotelStaff.length))} as keeper, ${oneOf(cashiers, r(6, cashiers.length))} as cashier,
        ${oneOf(cast.sellers, r(23, cast.sellers.length))} as reception
      from base b
    ), who as (
      select d.*, case when d.kind <> ${InvoiceKind.RETAIL} or d.known then p.customer_id end as customer_id,
        case when d.kind <> ${InvoiceKind.RETAIL} or d.known then p.customer_name end as customer_name,
        case when d.kind <> ${InvoiceKind.RETAIL} then p.pet_id end as pet_id
      from drawn d join history_pets p on p.n = d.pet_n
    )
    select g, day, at, kind, customer_id, customer_name, pet_id, cashier,
      case when kind = ${InvoiceKind.RETAIL} then null when kind = ${InvoiceType.GROOMING} then groomer when kind = ${InvoiceType.HOTEL} then keeper else doctor end as assignee,
      reception,
      case when ${isStay()} then stay_nights else 0 end as nights,
      case when ${isStay()} then at - stay_nights * interval '1 day' - interval '30 minutes' else at - visit_minutes * interval '1 minute' end as act_at,
      case when discounted then discount_percent else 0 end as discount_percent,
      -- 0 paid in full at the counter, 1 nothing paid, 2 half paid: only a customer on record may owe
      (case when not owing or customer_id is null then 0 when owes_all then 1 else 2 end)::smallint as debt_mode,
      case when owing and customer_id is not null and repays
        then (((at at time zone ${cast.timeZone})::date + repay_days + time '09:00' + repay_minute * interval '1 minute') at time zone ${cast.timeZone}) end as repay_at,
      method, repay_method,
      splits and not (owing and customer_id is not null) as split,
      case when kind = ${InvoiceKind.RETAIL} and voids and not splits and not (owing and customer_id is not null) then at + void_minutes * interval '1 minute' end as voided_at,
      case when kind = ${InvoiceKind.RETAIL} then 0 else extra_services end as service_lines,
      (${byKind((k) => sql.raw(`${k.productLines.min} + product_roll % ${k.productLines.spread}`))})::int as product_lines,
      ${byKind((k) => sql`${k.pool}`)} as pool,
      gen_random_uuid() as invoice_id, case when kind <> ${InvoiceKind.RETAIL} then gen_random_uuid() end as activity_id,
      ${codeOf(DocumentKind.INVOICE, `${batch.counters[DocumentKind.INVOICE]} + (g - ${firstG} + 1)`)} as code,
      0::bigint as subtotal, 0::bigint as discount, 0::bigint as vat, 0::bigint as total, 0::bigint as checkout_paid, 0::bigint as paid, 0::smallint as status
    from who`);
  // a debt repaid after the month is left owing: the next month's batch cannot reach back into this one
  await tx.execute(sql`update history_invoices set repay_at = null where repay_at >= ${shopTime(batch, batch.until)}`);
  await tx.execute(sql`analyze history_invoices`);
}

/**
 * The lines of the month's invoices (history_lines): a visit's services — the one it is for first,
 * per night for a stay — then its goods; a sale's goods. Each line's amount, its share of the invoice
 * discount (largest remainder, the larger line first among equals) and its VAT by the line's key.
 */
async function planLines(batch: MonthBatch) {
  const { tx, cast } = batch;
  const key = 'i.g * 16 + j';
  const vatKey = sql`case when i.kind = ${InvoiceKind.RETAIL} or (c.item_kind = 'product' and c.item_group = ${ProductGroup.SALE_GOODS}) then 'sale'
    else (${sql.join([sql`case i.kind`, ...Object.entries(INVOICE_TYPE_VAT_KEY).map(([k, v]) => sql`when ${sql.raw(k)} then ${v}`), sql`end`], sql` `)}) end`;
  const percent = sql`case vat_key ${sql.join(
    (Object.entries(cast.vat) as Array<[VatKey, number | null]>).map(([k, p]) => sql`when ${k} then ${p === null ? sql`null` : sql.raw(String(p))}::numeric`),
    sql` `,
  )} end`;
  const quantity = sql`case when j = 0 and ${isStay('i.')} then i.nights when j < i.service_lines then 1
    else ${sql.join([sql`case w.pool`, ...Object.entries(QUANTITY).map(([pool, q]) => sql`when ${pool} then ${sql.raw(String(q.min))} + ${rolled(key, 26, q.spread)}`), sql`end`], sql` `)} end`;
  await tx.execute(sql`create temporary table history_raw_lines on commit drop as
    select i.g, j as position, c.item_kind as kind, c.service_id, c.product_id,
      case when c.item_kind = 'product' then c.item_group end as product_group, c.item_group, c.name, c.unit as unit_name, q.quantity, c.price as unit_price,
      case when i.kind = ${InvoiceKind.RETAIL} and ${rolled(key, 25, 100)} < 5 then (q.quantity * c.price / 10 / 1000) * 1000 else 0 end as discount,
      ${vatKey} as vat_key
    from history_invoices i
    cross join lateral generate_series(0, i.service_lines + i.product_lines - 1) as j
    cross join lateral (select case when j = 0 and i.service_lines > 0 then 'P' || i.kind when j < i.service_lines then 'E' || i.kind else i.pool end as pool) as w
    join history_pools z on z.pool = w.pool
    join history_items c on c.pool = w.pool and c.slot = case
      when j = 0 and i.service_lines > 0 then ${rolled('i.g', 27, 1_000_000)} % z.n
      when j < i.service_lines then (${rolled('i.g', 28, 1_000_000)} + j - 1) % z.n
      else (${rolled('i.g', 29, 1_000_000)} + (j - i.service_lines) * 7) % z.n end
    cross join lateral (select ${quantity} as quantity) as q`);
  await tx.execute(sql`create temporary table history_lines on commit drop as
    with a as (
      select l.*, l.quantity * l.unit_price - l.discount as amount, (sum(l.quantity * l.unit_price - l.discount) over (partition by l.g))::bigint as sub, i.discount_percent
      from history_raw_lines l join history_invoices i on i.g = l.g
    ), b as (
      select a.*, (a.sub * a.discount_percent / 100 / 1000) * 1000 as invoice_total_discount from a
    ), c as (
      select b.*, case when b.sub > 0 then b.invoice_total_discount * b.amount / b.sub else 0 end as share,
        case when b.sub > 0 then b.invoice_total_discount * b.amount % b.sub else 0 end as remainder
      from b
    ), d as (
      select c.*, c.invoice_total_discount - (sum(c.share) over (partition by c.g))::bigint as left_over,
        row_number() over (partition by c.g order by c.remainder desc, c.amount desc, c.position) as rank
      from c
    ), e as (
      select d.*, d.share + case when d.rank <= d.left_over then 1 else 0 end as invoice_discount, ${percent} as vat_percent from d
    )
    select g, position, kind, service_id, product_id, product_group, item_group, name, unit_name, quantity, unit_price, discount, amount, invoice_discount,
      amount - invoice_discount as taxable_base, vat_key, vat_percent,
      coalesce(round((amount - invoice_discount) * vat_percent / 100), 0)::bigint as vat, 0::bigint as cost
    from e`);
  await tx.execute(sql`analyze history_lines`);
  // the invoices' totals are their lines' sums; paid in full, half or nothing at the counter, the rest repaid or owed
  await tx.execute(sql`update history_invoices i set subtotal = t.subtotal, discount = t.discount, vat = t.vat, total = t.subtotal - t.discount + t.vat
    from (select g, sum(amount) as subtotal, sum(invoice_discount) as discount, sum(vat) as vat from history_lines group by g) t where t.g = i.g`);
  await tx.execute(sql`update history_invoices set
    checkout_paid = case debt_mode when 0 then total when 1 then 0 else (total / 2 / 1000) * 1000 end`);
  await tx.execute(sql`update history_invoices set paid = case when repay_at is not null then total else checkout_paid end`);
  await tx.execute(sql`update history_invoices set status = (case when paid >= total then ${InvoiceStatus.PAID} when paid > 0 then ${InvoiceStatus.PARTLY_PAID} else ${InvoiceStatus.ISSUED} end)::smallint,
    repay_at = case when paid > checkout_paid then repay_at end`);
}

/** Plans the month's sales in temporary tables; how many invoices it holds. */
export async function planMonthSales(batch: MonthBatch): Promise<number> {
  await planCatalogue(batch);
  const pets = await planPets(batch);
  if (pets === 0) throw new Error('the benchmark shop has no pets: the history needs them for its visits (insertActivityHistory makes them)');
  await planInvoices(batch, pets);
  await planLines(batch);
  return countOf(batch.tx, 'history_invoices');
}

/** The history's products, in SQL over `alias.code`: the opening stock leaves them out, their stock comes with the history. */
export const isHistoryProduct = (alias: string): SQL =>
  sql`${sql.raw(alias)}.code between ${HISTORY_PRODUCT_CODES.first} and ${HISTORY_PRODUCT_CODES.last}`;
