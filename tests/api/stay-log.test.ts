import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Activity } from '@/lib/contracts/activities';
import type { ActivityInvoiceQuote } from '@/lib/contracts/invoice-actions';
import type { StayLog, StayLogEntry } from '@/lib/contracts/stay-log';
import type { Stay } from '@/lib/contracts/stays';
import { ActivityStatus } from '@/lib/enums/activities';
import { StockReason } from '@/lib/enums/stock';
import { activityProducts } from '@/server/db/schema/activities';
import { products } from '@/server/db/schema/products';
import { services } from '@/server/db/schema/services';
import { stockMovements } from '@/server/db/schema/stock';
import { call, type CallOptions } from '../support/api-client';
import { expectNothingWritten, shopSuite } from '../support/api-suite';
import { expectRefused } from '../support/books';
import { expectBooksBalanced } from '../support/books-invariants';
import { imageForm } from '../support/fixtures';
import { inHours, type Party, staysKit } from '../support/stays';

// A stay's care log and treatment sheet (issue 19 §4): entries written while the pet is in its room,
// their medicines out of stock at once (inpatient_use) and billed with the stay, their services done
// lines; refused with nothing written before the pet arrives, after it left, for another shop's stay
// and for a role that does not care for the pets.

const { server, shops, as } = shopSuite(['seller', 'doctor', 'spa']);
const { partiesOf, roomId, stay, checkIn } = staysKit(server, shops, as);

let parties: Party[] = [];
const idOf = async (table: typeof products | typeof services, name: string) =>
  (await server.db.select({ id: table.id }).from(table).where(and(eq(table.shopId, shops.q1), eq(table.name, name))))[0].id;
const stockOf = async (productId: string) => (await server.db.select({ n: products.stockOnHand }).from(products).where(eq(products.id, productId)))[0].n;

/** The entry as a multipart form: texts as they are, lists as JSON, the photo when given. */
function entryForm(fields: Record<string, unknown>, photo?: FormData): FormData {
  const form = photo ?? new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  return form;
}
const log = (stayId: string, fields: Record<string, unknown>, by: CallOptions = as('doctor'), photo?: FormData) =>
  call<StayLogEntry>(server.url, 'POST', `/stays/${stayId}/log`, { ...by, form: entryForm(fields, photo) });
const logOf = (stayId: string, by: CallOptions = as('seller')) => call<StayLog>(server.url, 'GET', `/stays/${stayId}/log`, by);

beforeAll(async () => {
  parties = await partiesOf(shops.q1);
});

describe('POST /stays/{id}/log on an inpatient stay', () => {
  it('writes a treatment: vital signs, a medicine out of stock at once, a service done; both billed at check-out and the stock not taken twice', async () => {
    const amoxicillin = await idOf(products, 'Amoxicillin 500mg');
    const drip = await idOf(services, 'Truyền dịch');
    const inRoom = await checkIn(stay(await roomId('Nội trú 01'), parties[0], { startsAt: inHours(-5), endsAt: inHours(20) }));
    const before = await stockOf(amoxicillin);

    const givenAt = inHours(-4);
    const first = await log(inRoom.id, { at: givenAt, temperatureC: '39,2', weightKg: '4,5', note: 'Sốt, bỏ ăn', products: [{ productId: amoxicillin, unitName: 'viên', quantity: 2, dosage: '1 viên × 2 lần' }], services: [{ serviceId: drip }] });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({
      at: givenAt,
      staff: { name: expect.any(String) },
      temperatureC: 39.2,
      weightKg: 4.5,
      note: 'Sốt, bỏ ăn',
      fed: false,
      photo: null,
      products: [{ productId: amoxicillin, name: 'Amoxicillin 500mg', unitName: 'viên', quantity: 2, dosage: '1 viên × 2 lần' }],
      services: [{ name: 'Truyền dịch', quantity: 1 }],
    });
    expect(await stockOf(amoxicillin)).toBe(before - 2);
    const moved = await server.db.select().from(stockMovements).where(and(eq(stockMovements.documentId, inRoom.activityId), eq(stockMovements.productId, amoxicillin)));
    expect(moved.map((m) => [m.reason, m.delta, m.documentCode])).toEqual([[StockReason.INPATIENT_USE, -2, inRoom.code]]);

    const second = await log(inRoom.id, { temperatureC: 38.6, products: [{ productId: amoxicillin, unitName: 'viên', quantity: 1 }] });
    expect(second.status).toBe(200);
    expect(await stockOf(amoxicillin)).toBe(before - 3);

    // the whole sheet, oldest first, to any shop role; the activity shows the lines, the service done by the doctor
    const sheet = await logOf(inRoom.id);
    expect(sheet.status).toBe(200);
    expect(sheet.body.items.map((e) => [e.id, e.temperatureC])).toEqual([
      [first.body.id, 39.2],
      [second.body.id, 38.6],
    ]);
    const activity = (await call<Activity>(server.url, 'GET', `/activities/${inRoom.activityId}`, as('doctor'))).body;
    expect(activity.serviceLines).toEqual([expect.objectContaining({ name: 'Truyền dịch', status: ActivityStatus.COMPLETED, performer: first.body.staff })]);
    expect(activity.productLines.map((l) => [l.name, l.quantity, l.price])).toEqual([
      ['Amoxicillin 500mg', 2, 3_000],
      ['Amoxicillin 500mg', 1, 3_000],
    ]);

    // editing the activity's own lines leaves the log's as they are, whatever is sent
    const edit = await call<Activity>(server.url, 'PUT', `/activities/${inRoom.activityId}`, {
      ...as('doctor'),
      body: { customerId: parties[0].customerId, petId: parties[0].petId, type: activity.type, version: activity.version, services: activity.serviceLines.map((l) => ({ id: l.id, serviceId: l.serviceId })), products: [{ ...activity.productLines[0], quantity: 9 }].map(({ id, productId, unitName, quantity }) => ({ id, productId, unitName, quantity })) },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body.productLines.map((l) => l.quantity)).toEqual([2, 1]);

    // check-out: the medicines are not taken again; the invoice bills them with the drip and the days
    const out = await call<Stay>(server.url, 'POST', `/stays/${inRoom.id}/check-out`, { ...as('seller'), body: {} });
    expect(out.status).toBe(200);
    expect(await stockOf(amoxicillin)).toBe(before - 3);
    const quote = await call<ActivityInvoiceQuote>(server.url, 'POST', `/activities/${inRoom.activityId}/invoice/quote`, { ...as('seller'), body: {} });
    expect(quote.body.lines.map((l) => l.name)).toEqual(expect.arrayContaining(['Truyền dịch', 'Amoxicillin 500mg']));
    await expectBooksBalanced(server.db);

    // and the sheet is closed
    await expectNothingWritten(server.db, async () => {
      await expectRefused(log(inRoom.id, { note: 'Muộn' }), 409, 'Chỉ ghi sổ chăm sóc và điều trị khi thú cưng đang ở trong phòng');
      await expectRefused(log(inRoom.id, { note: 'Late' }, { ...as('doctor'), lang: 'en' }), 409, 'Care and treatment are logged only while the pet is in its room');
    });
    expect((await logOf(inRoom.id)).body.items).toHaveLength(2);
  });
});

describe('POST /stays/{id}/log on a hotel stay', () => {
  it('writes a day of care with a photo, which the shop may open', async () => {
    const inRoom = await checkIn(stay(await roomId('Vừa 02'), parties[1], { startsAt: inHours(-20) }));
    const res = await log(inRoom.id, { fed: 'true', walked: 'true', note: 'Ăn hết, đi dạo 20 phút' }, as('spa'), imageForm('photo', undefined, 'buoi-sang.png'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ fed: true, walked: true, bathed: false, temperatureC: null, photo: { name: 'buoi-sang.png' }, products: [], services: [] });
    const file = await fetch(`${server.url}/api/v1/files/${res.body.photo!.fileId}`, { headers: { authorization: `Bearer ${as('seller').token}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
  });
});

describe('refusals, writing nothing', () => {
  it('an empty entry, bad measures, a time ahead or before the check-in, unknown goods and more than there is (400 / 404 / 409)', async () => {
    const inRoom = await checkIn(stay(await roomId('Nội trú 02'), parties[2], { startsAt: inHours(-2) }));
    const bravecto = await idOf(products, 'Bravecto chó 10–20kg');
    await expectNothingWritten(server.db, async () => {
      await expectRefused(log(inRoom.id, {}), 400, undefined, ['note']);
      await expectRefused(log(inRoom.id, { temperatureC: 'nóng', weightKg: '-1' }), 400, undefined, ['temperatureC', 'weightKg']);
      await expectRefused(log(inRoom.id, { note: 'x', at: inHours(2) }), 400, undefined, ['at']);
      await expectRefused(log(inRoom.id, { note: 'x', at: inHours(-3) }), 400, undefined, ['at']);
      await expectRefused(log(inRoom.id, { note: 'x', products: [{ productId: crypto.randomUUID(), unitName: 'viên', quantity: 1 }] }), 404);
      await expectRefused(log(inRoom.id, { note: 'x', products: [{ productId: bravecto, unitName: 'thùng', quantity: 1 }] }), 400, undefined, ['products.0.unitName']);
      await expectRefused(log(inRoom.id, { note: 'x', products: [{ productId: bravecto, unitName: 'viên', quantity: 100_000 }] }), 409);
      await expectRefused(log(inRoom.id, { note: 'x', staffId: crypto.randomUUID() }), 404);
      await expectRefused(log(inRoom.id, { note: 'x' }, as('doctor'), imageForm('photo', new TextEncoder().encode('không phải ảnh'), 'a.png')), 400, undefined, ['photo']);
      await expectRefused(
        call(server.url, 'POST', `/stays/${inRoom.id}/log`, { ...as('doctor'), body: { note: 'JSON' } }),
        415,
      );
    });
  });

  it('a booked pet not yet in, an unknown stay, another shop’s stay, a seller (409 / 404 / 403)', async () => {
    const booked = await checkIn(stay(await roomId('Nội trú 03'), parties[3], { reserve: true, startsAt: inHours(24), endsAt: inHours(48) }));
    const [foreignRoom] = (await call<{ items: Array<{ id: string }> }>(server.url, 'GET', '/pet-rooms?type=1', as('other', 'hanoi'))).body.items;
    const [foreignParty] = await partiesOf(shops.hanoi);
    const foreign = (await call<Stay>(server.url, 'POST', '/stays', { ...as('other', 'hanoi'), body: { roomId: foreignRoom.id, ...foreignParty, endsAt: inHours(24) } })).body;
    const mine = await checkIn(stay(await roomId('Hồi sức 01'), parties[4]));
    await expectNothingWritten(server.db, async () => {
      await expectRefused(log(booked.id, { note: 'x' }), 409, 'Chỉ ghi sổ chăm sóc và điều trị khi thú cưng đang ở trong phòng');
      await expectRefused(log(crypto.randomUUID(), { note: 'x' }), 404, 'Không tìm thấy lượt lưu trú');
      await expectRefused(log(foreign.id, { note: 'x' }, as('owner')), 404);
      await expectRefused(log(mine.id, { note: 'x' }, as('owner', 'hanoi')), 403);
      await expectRefused(log(mine.id, { note: 'x' }, as('seller')), 403);
    });
    expect((await logOf(foreign.id, as('owner'))).status).toBe(404);
    expect((await logOf(mine.id, as('owner', 'hanoi'))).status).toBe(403);
    expect(await server.db.select().from(activityProducts).where(eq(activityProducts.activityId, mine.activityId))).toEqual([]);
  });
});
