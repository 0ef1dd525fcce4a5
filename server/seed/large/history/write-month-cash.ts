import { type SQL, sql } from 'drizzle-orm';
import { PayerType, PaymentMethod, VoucherCategory } from '@/lib/enums/cash';
import { DocumentKind, DocumentType } from '@/lib/enums/documents';
import { ImportStatus } from '@/lib/enums/product-imports';
import { InvoicePaymentType } from '@/lib/enums/invoices';
import { arrayLiteral } from '../../../db/sql/array-literal';
import { codeOf, countOf, type MonthBatch, shopTime } from './month-batch';
import { VOID_REASON } from './write-month-documents';

// Every đồng of the month through the cash book (DESIGN §6): the invoices' payments at the counter
// (one or two parts), the debts repaid later (Hoàn nợ), the refunds of voided sales, the half of each
// import paid on delivery and the supplier's debts paid on the 20th, and the shop's running costs —
// rent on the first, salaries on the 5th, utilities on the 10th — each a voucher PT… or PC… numbered
// by time.

/** The note of the month's rent: the history writes it first, and a month that has it is done. */
export const rentNote = (month: string) => `Tiền thuê mặt bằng tháng ${month.slice(5)}/${month.slice(0, 4)}`;
export const RENT_NOTE_PATTERN = 'Tiền thuê mặt bằng tháng %';

interface ManualVoucher {
  day: string;
  time: string;
  type: 'RECEIPT' | 'PAYMENT';
  category: VoucherCategory;
  payer: { type: PayerType; id: string | null; name: string };
  amount: number;
  method: PaymentMethod;
  note: string;
}

/** A figure that changes a little from month to month (a bill), fixed by the month. */
const monthly = (month: string, base: number, step: number) => base + (((Number(month.replace('-', '')) * 7919) % 21) - 10) * step;

/** The month's running costs and other income, on their days when the month holds them. */
function manualVouchers(batch: MonthBatch): ManualVoucher[] {
  const { month, from, until, cast } = batch;
  const on = (dayOfMonth: number) => `${month.month}-${String(dayOfMonth).padStart(2, '0')}`;
  const inMonth = (day: string) => day >= from && day < until;
  const previous = (() => {
    const [y, m] = month.month.split('-').map(Number);
    return m === 1 ? `12/${y - 1}` : `${String(m - 1).padStart(2, '0')}/${y}`;
  })();
  const other = (name: string) => ({ type: PayerType.OTHER, id: null, name });
  const vouchers: ManualVoucher[] = [
    // the month's marker: written on its first day, whichever day the history begins on
    { day: from, time: '09:00', type: 'PAYMENT', category: VoucherCategory.RENT, payer: other('Công ty TNHH Đầu tư Bất động sản Bến Thành'), amount: 60_000_000, method: PaymentMethod.BANK_TRANSFER, note: rentNote(month.month) },
  ];
  if (inMonth(on(5))) {
    for (const person of cast.staff) {
      vouchers.push({ day: on(5), time: '16:00', type: 'PAYMENT', category: VoucherCategory.SALARY, payer: { type: PayerType.EMPLOYEE, id: person.id, name: person.name }, amount: person.salary, method: PaymentMethod.BANK_TRANSFER, note: `Lương tháng ${previous}` });
    }
  }
  if (inMonth(on(10))) {
    vouchers.push(
      { day: on(10), time: '10:00', type: 'PAYMENT', category: VoucherCategory.UTILITIES, payer: other('Tổng công ty Điện lực TP.HCM'), amount: monthly(month.month, 7_500_000, 150_000), method: PaymentMethod.BANK_TRANSFER, note: `Tiền điện tháng ${previous}` },
      { day: on(10), time: '10:05', type: 'PAYMENT', category: VoucherCategory.UTILITIES, payer: other('Tổng công ty Cấp nước Sài Gòn'), amount: monthly(month.month, 1_200_000, 30_000), method: PaymentMethod.BANK_TRANSFER, note: `Tiền nước tháng ${previous}` },
      { day: on(10), time: '10:10', type: 'PAYMENT', category: VoucherCategory.UTILITIES, payer: other('VNPT TP. Hồ Chí Minh'), amount: 660_000, method: PaymentMethod.BANK_TRANSFER, note: `Cước internet tháng ${previous}` },
    );
  }
  if (inMonth(on(15))) {
    vouchers.push({ day: on(15), time: '11:00', type: 'PAYMENT', category: VoucherCategory.OTHER_EXPENSE, payer: other('Nhà sách Fahasa'), amount: monthly(month.month, 850_000, 20_000), method: PaymentMethod.CASH, note: 'Văn phòng phẩm' });
  }
  if (inMonth(on(25))) {
    vouchers.push({ day: on(25), time: '15:00', type: 'RECEIPT', category: VoucherCategory.OTHER_INCOME, payer: other('Cơ sở thu mua phế liệu Minh Phát'), amount: monthly(month.month, 300_000, 10_000), method: PaymentMethod.CASH, note: 'Bán thùng carton cũ' });
  }
  return vouchers;
}

const VOUCHER_COLUMNS = sql.raw('id, type, payer_type, customer_id, supplier_id, employee_id, payer_name, amount, method, category, document_type, document_id, document_code, note, created_by, at');

/** The month's payments of invoices (history_payments), each with the voucher that moved its money. */
async function planInvoicePayments(batch: MonthBatch) {
  const { tx } = batch;
  const half = sql`(i.total / 2 / 1000) * 1000`;
  const [checkout, repay] = [InvoicePaymentType.CHECKOUT, InvoicePaymentType.DEBT_REPAY].map((t) => sql.raw(`${t}::smallint`));
  const splits = sql`(i.split and ${half} > 0)`;
  await tx.execute(sql`create temporary table history_payments on commit drop as
    select gen_random_uuid() as id, gen_random_uuid() as voucher_id, i.invoice_id, i.code, i.customer_id, i.customer_name, i.cashier, p.amount, p.method, p.type, p.at
    from history_invoices i cross join lateral (values
      (case when ${splits} then ${half} else i.checkout_paid end, case when ${splits} then 'CASH' else i.method end, ${checkout}, i.at + interval '20 seconds'),
      (case when ${splits} then i.total - ${half} else 0 end, 'BANK_TRANSFER', ${checkout}, i.at + interval '40 seconds'),
      (case when i.repay_at is not null then i.total - i.checkout_paid else 0 end, i.repay_method, ${repay}, i.repay_at),
      (case when i.voided_at is not null then -i.checkout_paid else 0 end, i.method, ${checkout}, i.voided_at)
    ) as p(amount, method, type, at)
    where p.amount <> 0`);
  await tx.execute(sql`create temporary table history_vouchers on commit drop as
    select p.voucher_id as id, case when p.amount > 0 then 'RECEIPT' else 'PAYMENT' end as type,
      case when p.customer_id is null then ${PayerType.OTHER} else ${PayerType.CUSTOMER} end as payer_type, p.customer_id, null::uuid as supplier_id, null::uuid as employee_id,
      coalesce(p.customer_name, '') as payer_name, abs(p.amount) as amount, p.method,
      case when p.type = ${InvoicePaymentType.DEBT_REPAY} then ${VoucherCategory.DEBT_COLLECTION} else ${VoucherCategory.SALES} end as category,
      ${DocumentType.INVOICE}::text as document_type, p.invoice_id as document_id, p.code as document_code,
      case when p.amount < 0 then ${VOID_REASON} end as note, p.cashier as created_by, p.at
    from history_payments p`);
}

/** Half of each import paid on delivery, and on the 20th every import the suppliers are still owed for. */
async function planSupplierPayments(batch: MonthBatch) {
  const { tx, shopId, cast } = batch;
  await tx.execute(sql`insert into history_vouchers (${VOUCHER_COLUMNS})
    select voucher_id, 'PAYMENT', ${PayerType.SUPPLIER}, null, supplier_id, null, supplier_name, pay_now, ${PaymentMethod.BANK_TRANSFER}, ${VoucherCategory.PURCHASE},
      ${DocumentType.PRODUCT_IMPORT}, id, code, null, ${cast.owner}::uuid, at + interval '1 minute'
    from history_imports where pay_now > 0`);
  await tx.execute(sql`create temporary table history_import_payments on commit drop as
    select id as import_id, voucher_id, pay_now as amount, at + interval '1 minute' as at from history_imports where pay_now > 0`);
  const day = `${batch.month.month}-20`;
  if (day < batch.from || day >= batch.until) return;
  const at: SQL = shopTime(batch, day, '09:30');
  // the supplier's whole debt in one voucher, settling each open import: the oldest first, all of them
  await tx.execute(sql`create temporary table history_supplier_debts on commit drop as
    with owed as (
      select supplier_id, id as import_id, total - paid as amount from product_imports
      where shop_id = ${shopId}::uuid and supplier_id = any(${arrayLiteral(cast.suppliers.map((s) => s.id))}::uuid[]) and status = ${ImportStatus.COMPLETED}
        and total > paid and completed_at < ${at}
    ), vouchers as (select supplier_id, gen_random_uuid() as voucher_id from owed group by supplier_id)
    select o.*, v.voucher_id from owed o join vouchers v on v.supplier_id = o.supplier_id`);
  await tx.execute(sql`insert into history_vouchers (${VOUCHER_COLUMNS})
    select d.voucher_id, 'PAYMENT', ${PayerType.SUPPLIER}, null, d.supplier_id, null, s.name, sum(d.amount), ${PaymentMethod.BANK_TRANSFER}, ${VoucherCategory.SUPPLIER_DEBT},
      null, null, null, 'Thanh toán công nợ nhà cung cấp', ${cast.accountant}::uuid, ${at}
    from history_supplier_debts d join suppliers s on s.id = d.supplier_id group by d.voucher_id, d.supplier_id, s.name`);
  await tx.execute(sql`insert into history_import_payments select import_id, voucher_id, amount, ${at} from history_supplier_debts`);
  await tx.execute(sql`update product_imports p set paid = p.paid + d.amount, updated_at = ${at} from history_supplier_debts d where p.id = d.import_id`);
}

/** The month's manual vouchers: rent, salaries, utilities, other costs and income. */
async function planManualVouchers(batch: MonthBatch) {
  const { tx, cast } = batch;
  const rows = manualVouchers(batch).map(
    (v) => sql`(gen_random_uuid(), ${v.type}, ${v.payer.type}, null::uuid, null::uuid, ${v.payer.type === PayerType.EMPLOYEE ? v.payer.id : null}::uuid, ${v.payer.name},
      ${v.amount}::bigint, ${v.method}, ${v.category}, null, null::uuid, null, ${v.note}, ${cast.accountant}::uuid, ${shopTime(batch, v.day, v.time)})`,
  );
  await tx.execute(sql`insert into history_vouchers (${VOUCHER_COLUMNS}) values ${sql.join(rows, sql`, `)}`);
}

/**
 * Writes the month's cash book: its vouchers numbered PT… and PC… in the order they were written,
 * then the invoices' payments and the imports' payments that name them. How many vouchers and payments.
 */
export async function writeMonthCash(batch: MonthBatch): Promise<{ vouchers: number; payments: number }> {
  const { tx, shopId } = batch;
  await planInvoicePayments(batch);
  await planSupplierPayments(batch);
  await planManualVouchers(batch);
  const pt = batch.counters[DocumentKind.RECEIPT];
  const pc = batch.counters[DocumentKind.PAYMENT];
  await tx.execute(sql`insert into cash_vouchers (id, shop_id, code, type, payer_type, customer_id, supplier_id, employee_id, payer_name, amount, method, category,
      document_type, document_id, document_code, note, created_by, created_at)
    select id, ${shopId}::uuid,
      case when type = 'RECEIPT' then ${codeOf(DocumentKind.RECEIPT, sql`${pt} + n`)} else ${codeOf(DocumentKind.PAYMENT, sql`${pc} + n`)} end,
      type, payer_type, customer_id, supplier_id, employee_id, payer_name, amount, method, category, document_type, document_id, document_code, note, created_by, at
    from (select v.*, row_number() over (partition by v.type order by v.at, v.id) as n from history_vouchers v) v
    order by at, id`);
  await tx.execute(sql`insert into invoice_payments (id, shop_id, invoice_id, customer_id, amount, method, type, voucher_id, created_by, created_at)
    select id, ${shopId}::uuid, invoice_id, customer_id, amount, method, type, voucher_id, cashier, at from history_payments order by at, id`);
  await tx.execute(sql`insert into product_import_payments (shop_id, import_id, voucher_id, amount, created_at)
    select ${shopId}::uuid, import_id, voucher_id, amount, at from history_import_payments order by at`);
  const receipts = await countOf(tx, 'history_vouchers', `type = 'RECEIPT'`);
  const vouchers = await countOf(tx, 'history_vouchers');
  batch.counters[DocumentKind.RECEIPT] += receipts;
  batch.counters[DocumentKind.PAYMENT] += vouchers - receipts;
  return { vouchers, payments: await countOf(tx, 'history_payments') };
}
