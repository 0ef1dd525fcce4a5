import { addProduct, type Cart, listPrice, newCart, quoteBody, removeLine, updateLine } from '@/features/counter/cart-model';
import { parseCounter } from '@/features/counter/cart-store';
import { cashSuggestions, emptyAmounts, paymentPlan, startingAmounts } from '@/entities/invoices/payment-plan';
import type { Product } from '@/lib/contracts/products';

// The counter's cart and payment panel as pure rules: what a scan does to the lines, what is sent
// to be priced, what a stored counter must look like, and what a payment records (the change for
// cash, what stays owed) — the same settlement the server makes.

const product = (id: string, overrides: Partial<Product> = {}): Product => ({
  id, code: `SP${id.slice(-4)}`, barcode: null, name: `P${id.slice(-1)}`, group: 4, unit: 'gói', units: [{ name: 'thùng', factor: 24 }],
  salePrice: 15_000, averageCost: 10_000, stockOnHand: 100, minimumStock: 0, isLowStock: false, isActive: true, createdAt: '2026-01-01T00:00:00.000Z', ...overrides,
});
const A = product('00000000-0000-4000-8000-00000000000a');
const B = product('00000000-0000-4000-8000-00000000000b');

describe('the cart', () => {
  it('counts a product scanned again up and brings its line to the top', () => {
    let cart: Cart = newCart();
    cart = addProduct(addProduct(addProduct(cart, A), B), A);
    expect(cart.lines.map((l) => [l.productId, l.quantity])).toEqual([[A.id, 2], [B.id, 1]]);
  });

  it('starts a new line for a product whose line is sold by a larger unit', () => {
    let cart = addProduct(newCart(), A);
    cart = updateLine(cart, 0, { unitName: 'thùng' });
    cart = addProduct(cart, A);
    expect(cart.lines.map((l) => [l.unitName, l.quantity])).toEqual([['gói', 1], ['thùng', 1]]);
    expect(listPrice(cart.lines[1]!)).toBe(360_000);
  });

  it('sends the valid lines to be priced, a typed price only where one was typed', () => {
    let cart = addProduct(addProduct(newCart(), A), B);
    cart = updateLine(cart, 0, { quantity: 0 });
    cart = updateLine(cart, 1, { unitPrice: 12_000, quantity: 3 });
    expect(quoteBody(cart).lines).toEqual([{ productId: A.id, unitName: 'gói', quantity: 3, unitPrice: 12_000, discount: 0 }]);
    expect(quoteBody(removeLine(cart, 1)).lines).toEqual([]);
  });

  it('reads a stored counter only when it is one, else starts with one empty cart', () => {
    const cart = addProduct(newCart(), A);
    const kept = JSON.stringify({ carts: [cart], activeId: cart.id });
    expect(parseCounter(kept).carts[0]!.lines).toHaveLength(1);
    for (const raw of [null, '', 'not json', '{}', JSON.stringify({ carts: [cart], activeId: 'another' }), JSON.stringify({ carts: [{ ...cart, lines: [{ productId: 'x' }] }], activeId: cart.id })]) {
      const parsed = parseCounter(raw);
      expect(parsed.carts).toHaveLength(1);
      expect(parsed.carts[0]!.lines).toEqual([]);
      expect(parsed.activeId).toBe(parsed.carts[0]!.id);
    }
  });
});

describe('the payment panel', () => {
  const plan = (due: number, cash: string, transfer = '', card = '') => paymentPlan(due, { ...emptyAmounts(), CASH: cash, BANK_TRANSFER: transfer, CARD: card });

  it.each([
    // due, cash, transfer, card → parts recorded, change, owed
    [420_000, '500000', '', '', [['CASH', 420_000]], 80_000, 0],
    [420_000, '200000', '220000', '', [['CASH', 200_000], ['BANK_TRANSFER', 220_000]], 0, 0],
    [420_000, '500000', '220000', '', [['CASH', 200_000], ['BANK_TRANSFER', 220_000]], 300_000, 0],
    [420_000, '100000', '', '', [['CASH', 100_000]], 0, 320_000],
    [420_000, '', '', '', [], 0, 420_000],
    [420_000, '50000', '', '370000', [['CASH', 50_000], ['CARD', 370_000]], 0, 0],
  ])('%i due, cash %s, transfer %s, card %s', (due, cash, transfer, card, parts, change, owed) => {
    const { settlement } = plan(due, cash, transfer, card);
    expect(settlement).toEqual({ ok: true, parts: parts.map(([method, amount]) => ({ method, amount })), changeGiven: change, owed });
  });

  it('refuses a transfer or card above what is due, and amounts that are not whole đồng', () => {
    expect(plan(420_000, '', '500000').settlement.ok).toBe(false);
    expect(plan(420_000, '1000.5').invalid).toEqual(['CASH']);
    expect(plan(420_000, '-5').invalid).toEqual(['CASH']);
  });

  it('takes the customer’s credit first, up to what is due, and never more than they have', () => {
    expect(startingAmounts(420_000, 150_000)).toMatchObject({ CASH: '270000', CREDIT: '150000' });
    expect(startingAmounts(100_000, 150_000)).toMatchObject({ CASH: '0', CREDIT: '100000' });
    expect(startingAmounts(420_000, 0)).toMatchObject({ CASH: '420000', CREDIT: '' });
    const amounts = { ...emptyAmounts(), CASH: '270000', CREDIT: '150000' };
    expect(paymentPlan(420_000, amounts, 150_000)).toMatchObject({ overCredit: false, parts: [{ method: 'CASH', amount: 270_000 }, { method: 'CREDIT', amount: 150_000 }] });
    expect(paymentPlan(420_000, { ...amounts, CREDIT: '150001' }, 150_000).overCredit).toBe(true);
    // counted like a transfer: never over what is due
    expect(paymentPlan(100_000, { ...emptyAmounts(), CREDIT: '120000' }, 150_000).settlement.ok).toBe(false);
    // not offered without credit (a walk-in): nothing is taken from it
    expect(paymentPlan(420_000, amounts, 0).parts).toEqual([{ method: 'CASH', amount: 270_000 }]);
  });

  it('suggests the exact amount and the next round sums of cash', () => {
    expect(cashSuggestions(420_000)).toEqual([420_000, 450_000, 500_000, 600_000]);
    expect(cashSuggestions(500_000)).toEqual([500_000, 600_000]);
    expect(cashSuggestions(43_000)).toEqual([43_000, 50_000, 100_000, 200_000]);
    expect(cashSuggestions(0)).toEqual([]);
  });
});
