import { beforeAll, describe, expect, it } from 'vitest';
import type { Activity, ActivitySummary } from '@/lib/contracts/activities';
import type { Page } from '@/lib/contracts/pagination';
import { ActivityStatus, InvoiceType } from '@/lib/enums/activities';
import { activityApi, demoPet, type PetOf, serviceId } from '../support/activities';
import { call } from '../support/api-client';
import { shopSuite } from '../support/api-suite';
import { expectBooksUntouched, expectRefused, newProduct } from '../support/books';
import { rowsOf } from '../support/fixtures';
import { sql } from 'drizzle-orm';

// An activity's own record (DESIGN §4): made at the front desk as a draft or straight into the
// queue, its lines priced from the catalogue at that moment, edited while pending by its version,
// deleted while pending; who may do what, and nothing of another shop.

const { server, shops, as } = shopSuite(['doctor', 'seller', 'spa', 'accountant']);
const api = activityApi(server);
let pet: PetOf;
let otherPet: PetOf;
let exam: string;
let ultrasound: string;
let medicine: { id: string };

beforeAll(async () => {
  pet = await demoPet(server.db, shops.q1, 0);
  // another customer's: demo customers may have two pets, and the ids that order them are random
  otherPet = await demoPet(server.db, shops.q1, 0, pet.customerId);
  exam = await serviceId(server.db, shops.q1, 'Khám tổng quát');
  ultrasound = await serviceId(server.db, shops.q1, 'Siêu âm ổ bụng');
  medicine = await newProduct(server, as('owner'), { name: 'Thuốc thử hoạt động', unit: 'viên', salePrice: 3_000, units: [{ name: 'vỉ', factor: 10 }] });
});

const visit = (patch: Record<string, unknown> = {}) => ({ customerId: pet.customerId, petId: pet.petId, services: [{ serviceId: exam }], ...patch });

describe('POST /activities', () => {
  it('makes a draft coded DV with a ticket, its lines priced from the catalogue, and sends one straight to the queue', async () => {
    const draft = await api.create(as('seller'), visit({ products: [{ productId: medicine.id, unitName: 'vỉ', quantity: 2, dosage: '1 viên × 2 lần/ngày' }], note: 'Bỏ ăn 2 ngày' }));
    expect(draft).toMatchObject({ status: ActivityStatus.DRAFT, type: InvoiceType.HEALTHCARE, version: 1, note: 'Bỏ ăn 2 ngày', pet: { id: pet.petId }, customer: { id: pet.customerId } });
    expect(draft.code).toMatch(/^DV\d{6}$/);
    expect(draft.ticketNo).toBeGreaterThan(0);
    expect(draft.serviceLines).toMatchObject([{ name: 'Khám tổng quát', price: 100_000, quantity: 1, status: ActivityStatus.DRAFT }]);
    // a blister of 10 at the price of ten tablets
    expect(draft.productLines).toMatchObject([{ productId: medicine.id, unitName: 'vỉ', quantity: 2, price: 30_000, dosage: '1 viên × 2 lần/ngày' }]);
    expect(draft.total).toBe(100_000 + 60_000);
    expect(draft.created?.by?.name).toBe('Phạm Thu Trang');

    const queued = await api.create(as('seller'), visit({ services: [{ serviceId: exam }, { serviceId: ultrasound }], submit: true }));
    expect(queued.status).toBe(ActivityStatus.WAITING);
    expect(queued.ticketNo).toBe(draft.ticketNo + 1);
    expect(queued.serviceLines.map((l) => l.status)).toEqual([ActivityStatus.WAITING, ActivityStatus.WAITING]);
    expect(queued.waiting?.by?.name).toBe('Phạm Thu Trang');
  });

  it('lets a role that performs activities set its own price, and refuses it to the front desk, writing nothing', async () => {
    const priced = await api.create(as('doctor'), visit({ services: [{ serviceId: exam, price: 80_000 }] }));
    expect(priced.serviceLines[0].price).toBe(80_000);
    await expectBooksUntouched(server.db, async () => {
      await expectRefused(call(server.url, 'POST', '/activities', { ...as('seller'), body: visit({ type: 2, services: [{ serviceId: exam, price: 1 }] }) }), 403, 'Bạn không có quyền sửa đơn giá');
    });
  });

  it('refuses bad input with a clear 4xx and writes nothing', async () => {
    const bad = (body: Record<string, unknown>, lang = 'vi') => call(server.url, 'POST', '/activities', { ...as('owner'), lang, body: { type: 2, ...body } });
    await expectBooksUntouched(server.db, async () => {
      await expectRefused(bad({ customerId: pet.customerId }), 400, undefined, ['petId']);
      await expectRefused(bad(visit({ type: 9 })), 400, undefined, ['type']);
      await expectRefused(bad(visit({ petId: otherPet.petId })), 400, 'Thú cưng không thuộc khách hàng này', ['petId']);
      await expectRefused(bad(visit({ products: [{ productId: medicine.id, unitName: 'thùng', quantity: 1 }] }), 'en'), 400, 'This unit does not belong to the product', ['products.0.unitName']);
      await expectRefused(bad(visit({ products: [{ productId: medicine.id, unitName: 'viên', quantity: 0 }] })), 400, undefined, ['products.0.quantity']);
      await expectRefused(bad(visit({ services: Array.from({ length: 101 }, () => ({ serviceId: exam })) })), 400, 'Hoạt động có quá nhiều dòng (tối đa 100)');
      await expectRefused(bad(visit({ services: [{ serviceId: '00000000-0000-4000-8000-000000000000' }] })), 404, 'Không tìm thấy dịch vụ');
    });
  });

  it("refuses another shop's customer or service as missing, and the shop-Id of a shop the user does not work in", async () => {
    const foreign = await demoPet(server.db, shops.hanoi, 0);
    expect(foreign).toBeDefined();
    const hanoiService = await rowsOf<{ id: string }>(server.db, sql`select id from services where shop_id = ${shops.hanoi} limit 1`);
    await expectBooksUntouched(server.db, async () => {
      await expectRefused(call(server.url, 'POST', '/activities', { ...as('owner'), body: { type: 2, customerId: foreign.customerId, petId: foreign.petId } }), 404, 'Không tìm thấy khách hàng');
      await expectRefused(call(server.url, 'POST', '/activities', { ...as('owner'), body: visit({ type: 2, services: [{ serviceId: hanoiService[0].id }] }) }), 404, 'Không tìm thấy dịch vụ');
      await expectRefused(call(server.url, 'POST', '/activities', { ...as('owner', 'hanoi'), body: visit({ type: 2 }) }), 403);
    });
  });

  it('refuses a visit for a pet that has died, naming it', async () => {
    const gone = await demoPet(server.db, shops.q1, 2);
    await server.db.execute(sql`update pets set status = 2 where id = ${gone.petId}`);
    const body = { type: 2, customerId: gone.customerId, petId: gone.petId };
    await expectBooksUntouched(server.db, async () => {
      await expectRefused(call(server.url, 'POST', '/activities', { ...as('owner'), body, lang: 'en' }), 409, `${gone.petName} has died: no activity can be made`);
    });
  });
});

describe('GET /activities and /activities/{id}', () => {
  it("lists the shop's activities by day, status, type and a search of the pet's name without accents or the customer's phone", async () => {
    const mine = await api.create(as('seller'), visit({ submit: true }));
    const list = (query: string) => call<Page<ActivitySummary>>(server.url, 'GET', `/activities?${query}`, as('seller'));
    const today = await list(`from=${new Date().toISOString().slice(0, 10)}&status=1,2&limit=100`);
    expect(today.status).toBe(200);
    expect(today.body.items.map((a) => a.id)).toContain(mine.id);
    expect(today.body.items.every((a) => a.status === 1 || a.status === 2)).toBe(true);
    const folded = pet.petName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/đ/g, 'd').replace(/Đ/g, 'D');
    expect((await list(`search=${encodeURIComponent(folded)}&limit=100`)).body.items.map((a) => a.id)).toContain(mine.id);
    if (pet.phone) expect((await list(`search=${pet.phone}&limit=100`)).body.items.map((a) => a.id)).toContain(mine.id);
    expect((await list(`search=${mine.code}`)).body.items.map((a) => a.code)).toEqual([mine.code]);
    expect((await list(`type=${InvoiceType.GROOMING}&limit=100`)).body.items.every((a) => a.type === InvoiceType.GROOMING)).toBe(true);
    await expectRefused(list('status=7'), 400, undefined, ['status.0']);
    await expectRefused(list('from=2026-02-30'), 400, undefined, ['from']);
  });

  it('shows the clinical record to the roles that may read it, not to the front desk', async () => {
    const activity = await api.visitIn(as('doctor'), visit(), ActivityStatus.IN_PROGRESS);
    const saved = await call<Activity>(server.url, 'PUT', `/activities/${activity.id}/record`, { ...as('doctor'), body: { diagnosis: 'Viêm da do nấm', temperatureC: '38,5', heartRate: '120' } });
    expect(saved.status).toBe(200);
    expect(saved.body.record).toMatchObject({ diagnosis: 'Viêm da do nấm', temperatureC: 38.5, heartRate: 120 });
    expect((await api.get(as('accountant'), activity.id)).record?.diagnosis).toBe('Viêm da do nấm');
    expect((await api.get(as('seller'), activity.id)).record).toBeNull();
  });
});

describe('PUT /activities/{id}', () => {
  const edit = (id: string, body: Record<string, unknown>, by = as('seller')) => call<Activity>(server.url, 'PUT', `/activities/${id}`, { ...by, body: { type: 2, ...body } });

  it('edits a pending activity on the version it was read at, keeping line prices, and sends a draft to the queue', async () => {
    const draft = await api.create(as('seller'), visit({ services: [{ serviceId: exam }, { serviceId: ultrasound }] }));
    const [examLine] = draft.serviceLines;
    const res = await edit(draft.id, { ...visit(), version: draft.version, services: [{ id: examLine.id, serviceId: exam, quantity: 2 }], submit: true, note: 'Đổi ý, không siêu âm' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: ActivityStatus.WAITING, version: draft.version + 1, note: 'Đổi ý, không siêu âm' });
    expect(res.body.serviceLines).toMatchObject([{ id: examLine.id, quantity: 2, price: 100_000, status: ActivityStatus.WAITING }]);

    // an edit made on what was there before is refused, with the status now
    await expectBooksUntouched(server.db, async () => {
      await expectRefused(edit(draft.id, { ...visit(), version: draft.version }), 409, /hiện đang ở trạng thái Chờ thực hiện/);
    });
  });

  it('lets a started activity change only its lines, by a role that performs it; a finished one never', async () => {
    const started = await api.visitIn(as('doctor'), visit(), ActivityStatus.IN_PROGRESS);
    await expectRefused(edit(started.id, { ...visit(), version: started.version }), 403);
    await expectRefused(edit(started.id, { ...visit({ petId: otherPet.petId, customerId: otherPet.customerId }), version: started.version }, as('doctor')), 409);
    const lines = await edit(started.id, { ...visit({ services: [{ id: started.serviceLines[0].id, serviceId: exam }, { serviceId: ultrasound }] }), version: started.version }, as('doctor'));
    expect(lines.status).toBe(200);
    // a line added to a started visit waits for its performer
    expect(lines.body.serviceLines.map((l) => l.status)).toEqual([ActivityStatus.WAITING, ActivityStatus.WAITING]);

    const done = await api.visitIn(as('doctor'), visit(), ActivityStatus.COMPLETED);
    await expectRefused(edit(done.id, { ...visit(), version: done.version }, as('doctor')), 409, 'Hoạt động đã hoàn thành: không thể thay đổi');
  });
});

describe('DELETE /activities/{id}', () => {
  it('deletes a draft or waiting activity with its lines, and refuses one that started', async () => {
    const waiting = await api.create(as('seller'), visit({ submit: true, products: [{ productId: medicine.id, unitName: 'viên', quantity: 1 }] }));
    expect((await call(server.url, 'DELETE', `/activities/${waiting.id}`, as('seller'))).status).toBe(204);
    expect((await call(server.url, 'GET', `/activities/${waiting.id}`, as('seller'))).status).toBe(404);
    expect(await rowsOf(server.db, sql`select id from activity_services where activity_id = ${waiting.id}`)).toEqual([]);

    const started = await api.visitIn(as('doctor'), visit(), ActivityStatus.IN_PROGRESS);
    await expectBooksUntouched(server.db, async () => {
      await expectRefused(call(server.url, 'DELETE', `/activities/${started.id}`, { ...as('seller'), lang: 'en' }), 409, /Only draft or waiting activities can be deleted \(this one is In progress\)/);
    });
  });

  it('keeps a customer and pet with activities: deleting them deactivates instead', async () => {
    await api.create(as('seller'), visit());
    const res = await call<{ deleted: boolean }>(server.url, 'DELETE', `/pets/${pet.petId}`, as('owner'));
    expect(res.status).toBe(200);
    const [row] = await rowsOf<{ isActive: boolean }>(server.db, sql`select is_active as "isActive" from pets where id = ${pet.petId}`);
    expect(row.isActive).toBe(false);
    await server.db.execute(sql`update pets set is_active = true where id = ${pet.petId}`);
  });
});

describe('who may do what', () => {
  it('refuses the moves, the record and the queues to the front desk, and every call for another shop', async () => {
    const waiting = await api.create(as('seller'), visit({ submit: true }));
    await expectRefused(api.move(as('seller'), waiting, 'start'), 403);
    await expectRefused(call(server.url, 'PUT', `/activities/${waiting.id}/record`, { ...as('seller'), body: {} }), 403);
    await expectRefused(call(server.url, 'GET', '/activity-services', as('seller')), 403);
    await expectRefused(call(server.url, 'GET', `/activities/${waiting.id}`, as('other', 'hanoi')), 404);
    await expectRefused(call(server.url, 'GET', '/activities', as('owner', 'hanoi')), 403);
  });
});

