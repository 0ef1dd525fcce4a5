import { sql } from 'drizzle-orm';
import { DocumentType } from '@/lib/enums/documents';
import { InvoiceKind } from '@/lib/enums/invoices';
import { StockReason } from '@/lib/enums/stock';
import { recordMovementsInBulk } from '../../../modules/stock/record-movements-in-bulk';
import { countOf, type MonthBatch } from './month-batch';

// The month's stock ledger (DESIGN §6), as move-stock.ts would have written it row by row: the
// imports in, each sale out as it was issued (reason sale, the invoice's), each visit's goods out as
// it completed (service_use, the activity's), each void's goods back (void), all at the moving
// average; every row's balance the product's stock before it plus the rows up to it, and the
// products' stock the last balance.

/** Writes the month's movements and the products' stock; how many movements. */
export async function writeMonthStock(batch: MonthBatch): Promise<number> {
  const { tx, shopId, cast } = batch;
  const retail = sql.raw(`i.kind = ${InvoiceKind.RETAIL}`);
  await tx.execute(sql`create temporary table history_moves on commit drop as
    select s.product_id, s.brought as delta, ${StockReason.IMPORT}::text as reason, ${DocumentType.PRODUCT_IMPORT}::text as document_type, h.id as document_id,
      h.code as document_code, s.unit_cost, ${cast.owner}::uuid as created_by, h.at, 0 as ord
    from history_stock s join history_imports h on h.supplier_n = s.supplier_n
    where s.brought > 0
    union all
    select l.product_id, -l.quantity, case when ${retail} then ${StockReason.SALE} else ${StockReason.SERVICE_USE} end,
      case when ${retail} then ${DocumentType.INVOICE} else ${DocumentType.ACTIVITY} end,
      case when ${retail} then i.invoice_id else a.id end, case when ${retail} then i.code else a.code end,
      s.average, case when ${retail} then i.cashier else a.assignee end, case when ${retail} then i.at else a.completed_at end, 1 + l.position
    from history_lines l join history_invoices i on i.g = l.g join history_stock s on s.product_id = l.product_id left join history_activities a on a.g = l.g
    union all
    select l.product_id, sum(l.quantity)::int, ${StockReason.VOID}, ${DocumentType.INVOICE}, i.invoice_id, i.code, s.average, i.cashier, i.voided_at, 100
    from history_lines l join history_invoices i on i.g = l.g join history_stock s on s.product_id = l.product_id
    where i.voided_at is not null group by l.product_id, i.invoice_id, i.code, s.average, i.cashier, i.voided_at`);
  await recordMovementsInBulk(tx, { shopId, moves: sql.raw('history_moves'), averages: sql`(select product_id, average from history_stock)` });
  return countOf(tx, 'history_moves');
}
