import { ImportStatus } from '@/lib/enums/product-imports';
import { StockTakeStatus } from '@/lib/enums/stock-takes';
import { PURCHASE_LINES } from './book-burst';
import type { Sql } from './books-violations';
import { bookNames } from './burst-names';
import type { BurstWrite } from './write-burst';

// What the books' share of a crash burst left: each document either whole or absent — an import
// with its lines, stock movements, payment row and voucher; a stock-take completed with an
// adjustment for each difference, or a draft nothing was done to; a supplier payment's voucher with
// the payment rows that settle it — and each acknowledged one whole. The sums across documents
// are the invariants of books-violations.ts, checked beside this.

interface ImportRow {
  id: string;
  key: string;
  status: number;
  pay_now: number;
  paid: number;
  lines: number;
  units: number;
  movements: number;
  moved: number;
  payments: number;
  vouchers: number;
  vouched: number;
}
interface StockTakeRow {
  id: string;
  note: string;
  status: number;
  /** its lines of the burst's two products */
  ours: number;
  counted: number;
  movements: number;
  /** lines whose difference is not what the ledger moved for their product */
  unmatched: number;
  /** movements of products not on the sheet */
  stray: number;
}
interface PaymentRow {
  id: string;
  key: string;
  type: string;
  amount: number;
  settles: number;
  settled: number;
}

export interface BookIntegrity {
  lost: string[];
  partial: string[];
  found: { imports: number; stockTakes: number; drafts: number; payments: number; movements: number };
}

const importProblem = (r: ImportRow): string | null => {
  const paidOnce = r.pay_now > 0 ? r.payments === 1 && r.vouchers === 1 && r.vouched === r.pay_now : r.payments === 0 && r.vouchers === 0;
  const whole = r.status === ImportStatus.COMPLETED && r.lines === PURCHASE_LINES && r.movements >= r.lines && r.moved === r.units && paidOnce && r.paid >= r.pay_now;
  return whole
    ? null
    : `status ${r.status}, ${r.lines} lines, ${r.movements} movements of ${r.moved} of ${r.units} units, ${r.payments} payments and ${r.vouchers} vouchers for ${r.vouched} of ${r.pay_now}`;
};

const stockTakeProblem = (r: StockTakeRow): string | null => {
  const completed = r.status === StockTakeStatus.COMPLETED && r.counted === 2 && r.unmatched === 0 && r.stray === 0;
  const untouched = r.status === StockTakeStatus.DRAFT && r.counted === 0 && r.movements === 0;
  return r.ours === 2 && (completed || untouched) ? null : `status ${r.status}, ${r.ours} of its lines of 2, ${r.counted} counted, ${r.movements} movements, ${r.unmatched} differences not in the ledger, ${r.stray} strays`;
};

const paymentProblem = (r: PaymentRow): string | null => (r.type === 'PAYMENT' && r.settles > 0 && r.settled === r.amount ? null : `${r.type} of ${r.amount} settling ${r.settled} over ${r.settles} imports`);

/** Checks the imports, stock-takes and supplier payments of burst `tag` against what was answered. */
export async function checkBooks(sql: Sql, shopId: string, tag: string, writes: BurstWrite[]): Promise<BookIntegrity> {
  const names = bookNames(tag);
  const imports = await sql<ImportRow>(
    `select i.id, i.idempotency_key as key, i.status, i.pay_now::float8 as pay_now, i.paid::float8 as paid,
       (select count(*)::int from product_import_lines l where l.import_id = i.id) as lines,
       (select coalesce(sum(l.quantity * l.unit_factor), 0)::int from product_import_lines l where l.import_id = i.id) as units,
       (select count(*)::int from stock_movements m where m.document_id = i.id) as movements,
       (select coalesce(sum(m.delta), 0)::int from stock_movements m where m.document_id = i.id) as moved,
       (select count(*)::int from product_import_payments pp join cash_vouchers v on v.id = pp.voucher_id and v.document_id = i.id where pp.import_id = i.id) as payments,
       (select count(*)::int from cash_vouchers v where v.document_id = i.id) as vouchers,
       (select coalesce(sum(pp.amount), 0)::float8 from product_import_payments pp join cash_vouchers v on v.id = pp.voucher_id and v.document_id = i.id
         where pp.import_id = i.id and v.amount = pp.amount) as vouched
     from product_imports i where i.shop_id = $1 and i.idempotency_key like $2`,
    [shopId, names.importKeys],
  );
  // the burst's two products, by their codes at parameters $n and $n+1
  const ours = (n: number) => `(select id from products where shop_id = $1 and code in ($${n}, $${n + 1}))`;
  const stockTakes = await sql<StockTakeRow>(
    `select s.id, s.note, s.status,
       (select count(*)::int from stock_take_lines l where l.stock_take_id = s.id and l.product_id in ${ours(3)}) as ours,
       (select count(*)::int from stock_take_lines l where l.stock_take_id = s.id and l.counted_quantity is not null) as counted,
       (select count(*)::int from stock_movements m where m.document_id = s.id) as movements,
       (select count(*)::int from stock_take_lines l where l.stock_take_id = s.id
         and coalesce(l.difference, 0) <> coalesce((select sum(m.delta) from stock_movements m where m.document_id = s.id and m.product_id = l.product_id), 0)) as unmatched,
       (select count(*)::int from stock_movements m where m.document_id = s.id
         and not exists (select 1 from stock_take_lines l where l.stock_take_id = s.id and l.product_id = m.product_id)) as stray
     from stock_takes s where s.shop_id = $1 and s.note like $2`,
    [shopId, names.stockTakeNotes, ...names.products],
  );
  const payments = await sql<PaymentRow>(
    `select v.id, v.idempotency_key as key, v.type, v.amount::float8 as amount,
       (select count(*)::int from product_import_payments pp where pp.voucher_id = v.id) as settles,
       (select coalesce(sum(pp.amount), 0)::float8 from product_import_payments pp where pp.voucher_id = v.id) as settled
     from cash_vouchers v where v.shop_id = $1 and v.idempotency_key like $2`,
    [shopId, names.paymentKeys],
  );
  // whatever the burst's writes left of the ledgers outside their own documents
  const strays = await sql<{ what: string }>(
    `select 'a movement of ' || m.document_type || ' ' || m.document_code || ' that is not completed' as what
       from stock_movements m where m.product_id in ${ours(3)}
       and not exists (select 1 from product_imports i where i.id = m.document_id and i.status in (1, 3))
       and not exists (select 1 from stock_takes s where s.id = m.document_id and s.status = 1)
     union all
     select 'voucher ' || v.code || ' to the supplier without the payments it made' from cash_vouchers v
       where v.shop_id = $1 and v.supplier_id = (select id from suppliers where shop_id = $1 and name = $2 limit 1)
       and not exists (select 1 from product_import_payments pp where pp.voucher_id = v.id)`,
    [shopId, names.supplier, ...names.products],
  );
  const [movements] = await sql<{ n: number }>(`select count(*)::int as n from stock_movements m where m.product_id in ${ours(2)}`, [shopId, ...names.products]);

  const lost: string[] = [];
  const partial = strays.map((s) => `the books: ${s.what}`);
  const importsByKey = new Map(imports.map((r) => [r.key, r]));
  const paymentsByKey = new Map(payments.map((r) => [r.key, r]));
  const byNote = new Map(stockTakes.map((r) => [r.note, r]));
  for (const r of imports) {
    const problem = importProblem(r);
    if (problem) partial.push(`import ${r.key}: ${problem}`);
  }
  for (const r of stockTakes) {
    const problem = stockTakeProblem(r);
    if (problem) partial.push(`stock-take "${r.note}": ${problem}`);
  }
  for (const r of payments) {
    const problem = paymentProblem(r);
    if (problem) partial.push(`supplier payment ${r.key}: ${problem}`);
  }

  for (const write of writes) {
    const acknowledged = write.status !== null && write.status >= 200 && write.status < 300;
    const label = `${write.kind} #${write.index} (${write.status})`;
    if (write.kind === 'purchase' && acknowledged) {
      const r = importsByKey.get(write.key ?? '');
      if (!r || r.id !== write.id) lost.push(`${label}: import ${write.id} is missing`);
      else if (importProblem(r) || r.units !== write.units || r.pay_now !== write.amount) lost.push(`${label}: ${importProblem(r) ?? `${r.units} units paying ${r.pay_now}, sent ${write.units} paying ${write.amount}`}`);
    } else if (write.kind === 'supplier-payment' && acknowledged) {
      const r = paymentsByKey.get(write.key ?? '');
      if (!r || r.id !== write.id) lost.push(`${label}: voucher ${write.id} is missing`);
      else if (paymentProblem(r) || r.amount !== write.amount) lost.push(`${label}: ${paymentProblem(r) ?? `${r.amount}, sent ${write.amount}`}`);
    } else if (write.kind === 'stock-take' && write.id !== null) {
      // its sheet was acknowledged: it is there, and completed if its completion was
      const r = byNote.get(names.stockTakeNote(write.index));
      if (!r || r.id !== write.id) lost.push(`${label}: sheet ${write.id} is missing`);
      else if (acknowledged && (r.status !== StockTakeStatus.COMPLETED || stockTakeProblem(r))) lost.push(`${label}: ${stockTakeProblem(r) ?? `status ${r.status}`}`);
    }
  }
  const completed = stockTakes.filter((r) => r.status === StockTakeStatus.COMPLETED).length;
  return {
    lost,
    partial,
    found: { imports: imports.length, stockTakes: completed, drafts: stockTakes.length - completed, payments: payments.length, movements: movements.n },
  };
}
