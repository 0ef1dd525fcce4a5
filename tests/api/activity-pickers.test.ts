import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PetVaccination } from '@/lib/contracts/activities';
import type { Product } from '@/lib/contracts/products';
import type { ProductLot } from '@/lib/contracts/stock';
import { call } from '../support/api-client';
import { shopSuite } from '../support/api-suite';
import { expectRefused, importLine, newImport, newProduct, newSupplier, shopDay } from '../support/books';
import { rowsOf } from '../support/fixtures';

// What the front desk and the exam room pick a visit's lines from: the products found by a search,
// a vaccine's lots, and a pet's vaccinations — each of this shop only, for the roles that pick.

const { server, shops, as } = shopSuite(['doctor', 'seller']);
let foreign: { product: string; pet: string };

beforeAll(async () => {
  const [row] = await rowsOf<{ product: string; pet: string }>(
    server.db,
    sql`select (select id from products where shop_id = ${shops.hanoi} limit 1) as product, (select id from pets where shop_id = ${shops.hanoi} limit 1) as pet`,
  );
  foreign = row;
});

describe('GET /products/options', () => {
  it("finds the shop's active products by name, accents aside, ten at most", async () => {
    const product = await newProduct(server, as('owner'), { name: 'Thuốc nhỏ tai chọn dòng' });
    const found = await call<Product[]>(server.url, 'GET', '/products/options?search=thuoc%20nho%20tai%20chon', as('seller'));
    expect(found.status).toBe(200);
    expect(found.body.map((p) => p.id)).toEqual([product.id]);
    const many = await call<Product[]>(server.url, 'GET', '/products/options', as('seller'));
    expect(many.body.length).toBeGreaterThan(0);
    expect(many.body.length).toBeLessThanOrEqual(10);
  });

  it("refuses a search over 100 characters with 400, and another shop's products are never found", async () => {
    await expectRefused(call(server.url, 'GET', `/products/options?search=${'a'.repeat(101)}`, as('seller')), 400, undefined, ['search']);
    const [name] = await rowsOf<{ name: string }>(server.db, sql`select name from products where id = ${foreign.product}`);
    const mine = await call<Product[]>(server.url, 'GET', `/products/options?search=${encodeURIComponent(name.name)}`, as('seller'));
    expect(mine.body.map((p) => p.id)).not.toContain(foreign.product);
    await expectRefused(call(server.url, 'GET', '/products/options', as('seller', 'hanoi')), 403);
  });
});

describe('GET /products/{id}/lots', () => {
  it('lists the lots that hold stock, first to expire first, for those who perform visits only', async () => {
    const vaccine = await newProduct(server, as('owner'), { name: 'Vaccine chọn lô', unit: 'liều' });
    const supplier = await newSupplier(server, as('owner'));
    await newImport(server, as('owner'), {
      supplierId: supplier.id,
      complete: true,
      lines: [
        importLine(vaccine.id, { unitName: 'liều', quantity: 2, batchNo: 'LATE', expiresOn: shopDay(400) }),
        importLine(vaccine.id, { unitName: 'liều', quantity: 4, batchNo: 'SOON', expiresOn: shopDay(30) }),
      ],
    });
    const lots = await call<ProductLot[]>(server.url, 'GET', `/products/${vaccine.id}/lots`, as('doctor'));
    expect(lots.status).toBe(200);
    expect(lots.body.map((l) => [l.batchNo, l.quantity])).toEqual([['SOON', 4], ['LATE', 2]]);
    await expectRefused(call(server.url, 'GET', `/products/${vaccine.id}/lots`, as('seller')), 403);
  });

  it("answers 400 for an id that is not one, and 404 for another shop's product, showing nothing of it", async () => {
    await expectRefused(call(server.url, 'GET', '/products/not-an-id/lots', as('doctor')), 400);
    const res = await expectRefused(call(server.url, 'GET', `/products/${foreign.product}/lots`, as('doctor')), 404, 'Không tìm thấy sản phẩm');
    expect(JSON.stringify(res)).not.toContain(foreign.product);
    await expectRefused(call(server.url, 'GET', `/products/${foreign.product}/lots`, as('owner', 'hanoi')), 403);
  });
});

describe('GET /pets/{id}/vaccinations', () => {
  it("lists a pet's vaccinations with their lot and booster date, newest first, and none for a pet never vaccinated", async () => {
    const [vaccinated] = await rowsOf<{ pet_id: string; doses: number }>(
      server.db,
      sql`select a.pet_id, count(*)::int as doses from activity_products l join activities a on a.id = l.activity_id
        where a.shop_id = ${shops.q1} and a.status = 3 and l.next_due_on is not null group by a.pet_id order by count(*) desc, a.pet_id limit 1`,
    );
    const res = await call<PetVaccination[]>(server.url, 'GET', `/pets/${vaccinated.pet_id}/vaccinations`, as('seller'));
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(vaccinated.doses);
    expect(res.body[0]).toMatchObject({ code: expect.stringMatching(/^DV\d{6}$/), nextDueOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), name: expect.any(String) });
    const givenAt = res.body.map((v) => v.givenAt);
    expect(givenAt).toEqual([...givenAt].sort().reverse());
    const [never] = await rowsOf<{ id: string }>(
      server.db,
      sql`select p.id from pets p where p.shop_id = ${shops.q1} and not exists (select 1 from activities a where a.pet_id = p.id) limit 1`,
    );
    expect((await call<PetVaccination[]>(server.url, 'GET', `/pets/${never.id}/vaccinations`, as('seller'))).body).toEqual([]);
  });

  it("answers 400 for an id that is not one, and 404 for another shop's pet", async () => {
    await expectRefused(call(server.url, 'GET', '/pets/123/vaccinations', as('seller')), 400);
    await expectRefused(call(server.url, 'GET', `/pets/${foreign.pet}/vaccinations`, as('seller')), 404, 'Không tìm thấy thú cưng');
    await expectRefused(call(server.url, 'GET', `/pets/${foreign.pet}/vaccinations`, { ...as('owner'), shopId: shops.hanoi }), 403);
  });
});
