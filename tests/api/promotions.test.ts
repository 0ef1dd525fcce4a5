import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeleteResult } from '@/lib/contracts/delete-result';
import type { Page } from '@/lib/contracts/pagination';
import type { Product } from '@/lib/contracts/products';
import type { Promotion } from '@/lib/contracts/promotions';
import { InvoiceKind } from '@/lib/enums/invoices';
import { promotions } from '@/server/db/schema/promotions';
import { call, created } from '../support/api-client';
import { expectNothingWritten, expectRejectedBody, shopSuite } from '../support/api-suite';
import { expectRefused, newProduct, shopDay } from '../support/books';

// /promotions (issue 18 §5): the shop admin and the accountant (STORE_PROMOTIONS) keep the shop's
// promotions — three methods, each with what it gives, a code of the shop's own, its days, the
// invoice kinds and an on/off switch. What checkout does with them: promotions-checkout.test.ts.

const { server, as } = shopSuite(['accountant', 'seller', 'doctor']);
let pate: Product;
let leash: Product;
let foreignProduct: Product;
let foreign: Promotion;

const discount = (patch: Record<string, unknown> = {}) => ({ code: 'KM-GIAM10', name: 'Giảm 10% hóa đơn', method: 'INVOICE#INVOICE_DISCOUNT', startsOn: shopDay(-1), endsOn: shopDay(30), kinds: [InvoiceKind.RETAIL], minSubtotal: 500_000, discountPercent: 10, discountCap: 100_000, ...patch });
const create = (body: Record<string, unknown>, by = as('owner')) => created<Promotion>(server.url, '/promotions', body, by);
const list = async (query: string) => (await call<Page<Promotion>>(server.url, 'GET', `/promotions?${query}`, as('owner'))).body;
const codes = (page: Page<Promotion>) => page.items.map((p) => p.code).sort();

beforeAll(async () => {
  pate = await newProduct(server, as('owner'), { name: 'Pate khuyến mãi', unit: 'lon' });
  leash = await newProduct(server, as('owner'), { name: 'Dây dắt khuyến mãi', unit: 'cái' });
  foreignProduct = await newProduct(server, as('other', 'hanoi'), { name: 'Sản phẩm Bí Mật' });
  foreign = await create(discount({ code: 'KM-BIMAT', name: 'Khuyến mãi Bí Mật' }), as('other', 'hanoi'));
});

describe('POST /promotions', () => {
  it('adds each method with what it gives, its products named, active and used by no invoice', async () => {
    const tenPercent = await create(discount({ buyProductId: pate.id, giftQuantity: 4 }));
    expect(tenPercent).toMatchObject({ method: 'INVOICE#INVOICE_DISCOUNT', discountPercent: 10, discountCap: 100_000, discountAmount: null, isActive: true, usageCount: 0 });
    // what another method would give is not kept
    expect(tenPercent).toMatchObject({ buyProduct: null, giftQuantity: null });

    const gift = await create({ code: 'KM-QUA', name: 'Tặng dây dắt', method: 'INVOICE#GIFT', startsOn: shopDay(5), kinds: [InvoiceKind.RETAIL, InvoiceKind.GROOMING, InvoiceKind.RETAIL], minSubtotal: '300000', giftProductId: leash.id, giftQuantity: '1' });
    expect(gift).toMatchObject({ endsOn: null, kinds: [InvoiceKind.GROOMING, InvoiceKind.RETAIL], minSubtotal: 300_000, giftQuantity: 1, buyProduct: null });
    expect(gift.giftProduct).toEqual({ id: leash.id, code: leash.code, name: 'Dây dắt khuyến mãi', unit: 'cái' });

    const buyGet = await create({ code: 'KM-PATE31', name: 'Mua 3 tặng 1 pate', method: 'PRODUCT#GIFT', startsOn: shopDay(-30), endsOn: shopDay(-1), kinds: [InvoiceKind.RETAIL], minSubtotal: 999, buyProductId: pate.id, buyQuantity: 3, giftProductId: pate.id, giftQuantity: 1 });
    expect(buyGet).toMatchObject({ minSubtotal: 0, buyQuantity: 3, giftQuantity: 1 });
    expect([buyGet.buyProduct?.name, buyGet.giftProduct?.name]).toEqual(['Pate khuyến mãi', 'Pate khuyến mãi']);

    const off = await create(discount({ code: 'KM-TAT', name: 'Giảm 20.000 ₫ đã tắt', discountPercent: null, discountCap: '', discountAmount: 20_000, isActive: false }));
    expect(off).toMatchObject({ isActive: false, discountAmount: 20_000, discountPercent: null });
  });

  it.each([
    ['both a percent and an amount', discount({ discountAmount: 5_000 }), 'discountPercent'],
    ['neither a percent nor an amount', discount({ discountPercent: null }), 'discountPercent'],
    ['a percent of 0', discount({ discountPercent: 0 }), 'discountPercent'],
    ['a percent over 100', discount({ discountPercent: 100.5 }), 'discountPercent'],
    ['a percent with three decimals', discount({ discountPercent: 12.345 }), 'discountPercent'],
    ['a cap without a percent', discount({ discountPercent: null, discountAmount: 5_000 }), 'discountCap'],
    ['a gift without its product', { ...discount(), method: 'INVOICE#GIFT', giftQuantity: 1 }, 'giftProductId'],
    ['a gift of no units', { ...discount(), method: 'INVOICE#GIFT', giftProductId: '00000000-0000-4000-8000-000000000000', giftQuantity: 0 }, 'giftQuantity'],
    ['a product gift without the product bought', { ...discount(), method: 'PRODUCT#GIFT', giftProductId: '00000000-0000-4000-8000-000000000000', giftQuantity: 1, buyQuantity: 2 }, 'buyProductId'],
    ['an end before the start', discount({ startsOn: shopDay(3), endsOn: shopDay(2) }), 'endsOn'],
    ['a day that does not exist', discount({ startsOn: '2026-02-30' }), 'startsOn'],
    ['no invoice kind', discount({ kinds: [] }), 'kinds'],
    ['an unknown invoice kind', discount({ kinds: [9] }), 'kinds.0'],
    ['an unknown method', discount({ method: 'INVOICE#CASHBACK' }), 'method'],
    ['no code', discount({ code: '  ' }), 'code'],
  ])('refuses %s with 400 under its field, writing nothing', async (_, body, field) => {
    await expectRejectedBody(server, '/promotions', { ...as('owner'), body }, field);
  });

  it('refuses a code the shop already has (409), but another shop may have it', async () => {
    await create(discount({ code: 'KM-TRUNG' }));
    await expectNothingWritten(server.db, async () => {
      await expectRefused(call(server.url, 'POST', '/promotions', { ...as('owner'), body: discount({ code: 'KM-TRUNG' }) }), 409, 'Mã khuyến mãi đã được sử dụng', ['code']);
    });
    await create(discount({ code: 'KM-TRUNG' }), as('other', 'hanoi'));
  });

  it('refuses another shop’s product under its field (404), writing nothing and showing nothing of it', async () => {
    const body = { code: 'KM-LA', name: 'Tặng sản phẩm lạ', method: 'PRODUCT#GIFT', startsOn: shopDay(), kinds: [InvoiceKind.RETAIL], buyProductId: pate.id, buyQuantity: 1, giftProductId: foreignProduct.id, giftQuantity: 1 };
    await expectNothingWritten(server.db, async () => {
      const error = await expectRefused(call(server.url, 'POST', '/promotions', { ...as('owner'), lang: 'en', body }), 404, 'This product was not found in the shop', ['giftProductId']);
      expect(JSON.stringify(error)).not.toContain('Bí Mật');
    });
  });
});

describe('GET /promotions', () => {
  beforeAll(async () => {
    await create(discount({ code: 'KM-DANGCHAY', name: 'Giảm giá đang chạy' }));
    await create(discount({ code: 'KM-SAPTOI', name: 'Giảm giá sắp tới', startsOn: shopDay(2) }));
    await create(discount({ code: 'KM-DAHET', name: 'Giảm giá đã hết', startsOn: shopDay(-9), endsOn: shopDay(-1) }));
    await create(discount({ code: 'KM-DATAT', name: 'Giảm giá đã tắt', isActive: false }));
  });

  it('finds promotions by code or name without accents or case', async () => {
    expect(codes(await list('search=giam%20gia%20SAP'))).toEqual(['KM-SAPTOI']);
    expect(codes(await list('search=km-dang'))).toEqual(['KM-DANGCHAY']);
  });

  it.each([
    ['running', ['KM-DANGCHAY']],
    ['upcoming', ['KM-SAPTOI']],
    ['ended', ['KM-DAHET']],
    ['inactive', ['KM-DATAT']],
  ])('filters by status on the shop’s day: %s', async (status, expected) => {
    expect(codes(await list(`status=${status}&search=giam%20gia`))).toEqual(expected);
  });

  it('filters by method, pages and sorts, newest first by default', async () => {
    const gifts = await list('method=PRODUCT%23GIFT');
    expect(gifts.items.map((p) => p.method)).toEqual(['PRODUCT#GIFT']);
    const newest = await list('limit=2');
    expect(newest).toMatchObject({ page: 1, limit: 2 });
    expect(newest.items.map((p) => p.code)).toEqual(['KM-DATAT', 'KM-DAHET']);
    expect((await list('sort=code:asc&limit=1&page=2')).items.map((p) => p.code)).toEqual(['KM-DANGCHAY']);
    expect(newest.total).toBeGreaterThan(8);
    expect(JSON.stringify(await list('limit=100'))).not.toContain('Bí Mật');
  });

  it.each(['status=soon', 'method=GIFT', 'sort=discountCap:asc', 'limit=101'])('refuses %s with 400', async (query) => {
    expect((await call(server.url, 'GET', `/promotions?${query}`, as('owner'))).status).toBe(400);
  });
});

describe('/promotions/{id}', () => {
  it('reads, edits and switches a promotion of the shop', async () => {
    const made = await create(discount({ code: 'KM-SUA' }));
    expect((await call<Promotion>(server.url, 'GET', `/promotions/${made.id}`, as('accountant'))).body).toEqual(made);
    const edited = await call<Promotion>(server.url, 'PUT', `/promotions/${made.id}`, { ...as('accountant'), body: { ...discount({ code: 'KM-SUA' }), method: 'INVOICE#GIFT', giftProductId: leash.id, giftQuantity: 2 } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ method: 'INVOICE#GIFT', discountPercent: null, discountCap: null, giftQuantity: 2, isActive: true });
    const off = await call<Promotion>(server.url, 'PUT', `/promotions/${made.id}/status`, { ...as('owner'), body: { isActive: false } });
    expect(off.body.isActive).toBe(false);
    const [row] = await server.db.select().from(promotions).where(eq(promotions.id, made.id));
    expect(row).toMatchObject({ isActive: false, method: 'INVOICE#GIFT', giftProductId: leash.id, discountPercent: null });
  });

  it('refuses to take another promotion’s code (409)', async () => {
    const made = await create(discount({ code: 'KM-MOT' }));
    await create(discount({ code: 'KM-HAI' }));
    await expectRefused(call(server.url, 'PUT', `/promotions/${made.id}`, { ...as('owner'), body: discount({ code: 'KM-HAI' }) }), 409, 'Mã khuyến mãi đã được sử dụng', ['code']);
  });

  it('deletes a promotion no invoice used', async () => {
    const made = await create(discount({ code: 'KM-XOA' }));
    const res = await call<DeleteResult>(server.url, 'DELETE', `/promotions/${made.id}`, as('owner'));
    expect(res.body).toEqual({ deleted: true, deactivated: false });
    expect((await call(server.url, 'GET', `/promotions/${made.id}`, as('owner'))).status).toBe(404);
  });

  it('answers 404 for another shop’s promotion, showing and changing nothing of it', async () => {
    await expectNothingWritten(server.db, async () => {
      for (const [method, path, body] of [
        ['GET', '', undefined],
        ['PUT', '', discount({ code: 'KM-CUOP' })],
        ['PUT', '/status', { isActive: false }],
        ['DELETE', '', undefined],
      ] as const) {
        const res = await call(server.url, method, `/promotions/${foreign.id}${path}`, { ...as('owner'), body });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(JSON.stringify(res.body)).not.toContain('Bí Mật');
      }
    });
    const [row] = await server.db.select().from(promotions).where(eq(promotions.id, foreign.id));
    expect(row).toMatchObject({ isActive: true, code: 'KM-BIMAT' });
  });
});

describe('who may keep promotions (STORE_PROMOTIONS)', () => {
  it('refuses the seller and the doctor (403) and another shop’s shop-Id, writing nothing', async () => {
    const made = await create(discount({ code: 'KM-QUYEN' }));
    await expectNothingWritten(server.db, async () => {
      for (const who of ['seller', 'doctor'] as const) {
        expect((await call(server.url, 'GET', '/promotions', as(who))).status).toBe(403);
        expect((await call(server.url, 'POST', '/promotions', { ...as(who), body: discount({ code: 'KM-KHAC' }) })).status).toBe(403);
        expect((await call(server.url, 'PUT', `/promotions/${made.id}/status`, { ...as(who), body: { isActive: false } })).status).toBe(403);
        expect((await call(server.url, 'DELETE', `/promotions/${made.id}`, as(who))).status).toBe(403);
      }
      expect((await call(server.url, 'GET', '/promotions', as('owner', 'hanoi'))).status).toBe(403);
    });
  });
});
