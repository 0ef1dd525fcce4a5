import type { AuditRecipe } from './audit-recipes';
import { importLine } from './books';

// The audit sweep's recipes for the books (DESIGN §6): imports, stock-takes, the cash book, debts
// and the counter's invoices. See audit-recipes.ts for what a recipe is.

const VOID = { reason: 'Nhập sai, hủy để lập lại' };
const unknownId = () => crypto.randomUUID();
const key = () => crypto.randomUUID();

export const BOOK_RECIPES: Record<string, AuditRecipe> = {
  'POST /product-imports': {
    by: 'accountant',
    call: async (kit) => ({ body: { supplierId: (await kit.supplier()).id, lines: [importLine((await kit.product()).id)] } }),
    fail: async (kit) => ({ body: { supplierId: unknownId(), lines: [importLine((await kit.product()).id)] }, status: 404 }),
  },
  'PUT /product-imports/[id]': {
    by: 'accountant',
    call: async (kit) => {
      const draft = await kit.draftImport();
      return { id: draft.id, body: { supplierId: draft.supplier.id, lines: [importLine(draft.lines[0].product.id, { quantity: 12 })], note: 'Thêm 2 viên' } };
    },
  },
  'POST /product-imports/[id]/cancel': { by: 'accountant', call: async (kit) => ({ id: (await kit.draftImport()).id }) },
  'POST /product-imports/[id]/complete': { by: 'accountant', call: async (kit) => ({ id: (await kit.draftImport()).id, body: { idempotencyKey: key() } }) },
  'POST /product-imports/[id]/void': { by: 'owner', call: async (kit) => ({ id: (await kit.completedImport()).id, body: VOID }) },
  'POST /stock-takes': { by: 'accountant', call: async () => ({ body: { productGroup: 0, note: 'Kiểm kho cuối tháng' } }), fail: async () => ({ body: { productGroup: 99 }, status: 400 }) },
  'PUT /stock-takes/[id]': { by: 'accountant', call: async (kit) => ({ id: (await kit.draftStockTake()).id, body: { counts: [], note: 'Đếm lại kệ 2' } }) },
  'POST /stock-takes/[id]/cancel': { by: 'accountant', call: async (kit) => ({ id: (await kit.draftStockTake()).id }) },
  'POST /stock-takes/[id]/void': { by: 'owner', call: async (kit) => ({ id: (await kit.completedStockTake()).id, body: VOID }) },
  'POST /cash-vouchers': {
    by: 'accountant',
    call: async () => ({ body: { type: 'PAYMENT', category: 'RENT', payerType: 'OTHER', payerName: 'Chủ nhà Lê Thánh Tôn', amount: 5_000_000, method: 'BANK_TRANSFER', idempotencyKey: key() } }),
    // a customer the shop does not have
    fail: async () => ({ body: { type: 'RECEIPT', category: 'OTHER_INCOME', payerType: 'CUSTOMER', payerId: unknownId(), amount: 10_000, idempotencyKey: key() }, status: 404 }),
  },
  'POST /cash-vouchers/[id]/void': { by: 'accountant', call: async (kit) => ({ id: (await kit.voucher()).id, body: VOID }) },
  'POST /supplier-debts/[id]/payments': {
    by: 'accountant',
    call: async (kit) => ({ id: (await kit.completedImport()).supplier.id, body: { amount: 10_000, method: 'CASH', idempotencyKey: key() } }),
  },
  'POST /customer-debts/[id]/payments': {
    by: 'seller',
    call: async (kit) => ({ id: (await kit.sale(0)).customer!.id, body: { amount: 5_000, method: 'CASH', idempotencyKey: key() } }),
  },
  'POST /invoices': {
    by: 'seller',
    call: async (kit) => {
      const p = await kit.stocked();
      return { body: { idempotencyKey: key(), lines: [{ productId: p.id, unitName: p.unit, quantity: 2 }], payments: [{ method: 'CASH', amount: 1_000_000 }] } };
    },
    // more than the stock on hand, which the shop does not allow: refused after the invoice was begun
    fail: async (kit) => {
      const p = await kit.stocked(3);
      return { body: { idempotencyKey: key(), lines: [{ productId: p.id, unitName: p.unit, quantity: 4 }], payments: [{ method: 'CASH', amount: 1_000_000 }] }, status: 409 };
    },
  },
  'POST /invoices/[id]/payments': { by: 'seller', call: async (kit) => ({ id: (await kit.sale(0)).id, body: { payments: [{ method: 'CASH', amount: 1000 }], idempotencyKey: key() } }) },
  'POST /invoices/[id]/void': { by: 'accountant', call: async (kit) => ({ id: (await kit.sale()).id, body: { reason: 'Khách trả hàng', refund: 'REFUND' } }) },
};
