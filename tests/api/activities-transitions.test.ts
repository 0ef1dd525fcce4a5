import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Activity } from '@/lib/contracts/activities';
import { ACTIVITY_STATUS_IDS, ACTIVITY_TRANSITIONS, ActivityStatus, type ActivityTransition, transitionTarget } from '@/lib/enums/activities';
import { activityApi, demoPet, type PetOf, serviceId } from '../support/activities';
import { call } from '../support/api-client';
import { shopSuite } from '../support/api-suite';
import { BOOKS_VIOLATIONS, expectBooksBalanced } from '../support/books-invariants';
import { expectBooksUntouched, expectRefused, importLine, movementsOf, newImport, newProduct, newSupplier, shopDay, stockOf } from '../support/books';
import { rowsOf } from '../support/fixtures';

// The moves of DESIGN §4, pair by pair against the table, two staff acting at once, and what
// completing does to the books: the products leave the stock through the ledger (service_use),
// or, short of stock, nothing is completed.

const { server, shops, as } = shopSuite(['doctor', 'seller', 'spa']);
const api = activityApi(server);
let pet: PetOf;
let exam: string;

beforeAll(async () => {
  pet = await demoPet(server.db, shops.q1, 3);
  exam = await serviceId(server.db, shops.q1, 'Khám tổng quát');
});

const visit = (patch: Record<string, unknown> = {}) => ({ customerId: pet.customerId, petId: pet.petId, services: [{ serviceId: exam }], ...patch });

describe('POST /activities/{id}/transition', () => {
  it('allows exactly the moves of DESIGN §4 from each status, and refuses the others with 409 naming the status, changing nothing', async () => {
    const STATUS_LABEL = { 0: 'Nháp', 1: 'Chờ thực hiện', 2: 'Đang thực hiện', 3: 'Hoàn thành', 4: 'Đã hủy' } as const;
    let walked = 0;
    for (const status of ACTIVITY_STATUS_IDS) {
      for (const transition of ACTIVITY_TRANSITIONS) {
        const activity = await api.visitIn(as('doctor'), visit(), status);
        const target = transitionTarget(status, transition);
        const res = api.move(as('doctor'), activity, transition, 'Khách đổi lịch');
        if (target === null) {
          await expectRefused(res, 409, `Không thể chuyển hoạt động từ trạng thái ${STATUS_LABEL[status]}`);
          const after = await api.get(as('doctor'), activity.id);
          expect({ status: after.status, version: after.version }).toEqual({ status, version: activity.version });
        } else {
          const { status: code, body } = await res;
          expect(code, `${transition} from ${status}`).toBe(200);
          expect(body).toMatchObject({ status: target, version: activity.version + 1 });
        }
        walked++;
      }
    }
    expect(walked).toBe(ACTIVITY_STATUS_IDS.length * ACTIVITY_TRANSITIONS.length);
  }, 60_000);

  it('records who made each move and when, and the reason of a cancel, which is required', async () => {
    const waiting = await api.visitIn(as('seller'), visit(), ActivityStatus.WAITING);
    await expectRefused(api.move(as('doctor'), waiting, 'cancel'), 400, undefined, ['reason']);
    const started = (await api.move(as('doctor'), waiting, 'start')).body;
    expect(started.started?.by?.name).toBe('Lê Văn Hùng');
    const canceled = (await api.move(as('spa'), started, 'cancel', 'Thú cưng quá sợ')).body;
    expect(canceled).toMatchObject({ status: ActivityStatus.CANCELED, cancelReason: 'Thú cưng quá sợ', canceled: { by: { name: 'Đặng Minh Tuấn' } } });
    expect(canceled.serviceLines.map((l) => l.status)).toEqual([ActivityStatus.CANCELED]);
  });

  it('lets exactly one of two staff acting at once win; the other gets 409 with the status now', async () => {
    for (const [a, b] of [['start', 'cancel'], ['start', 'start'], ['cancel', 'cancel']] as Array<[ActivityTransition, ActivityTransition]>) {
      const waiting = await api.visitIn(as('seller'), visit(), ActivityStatus.WAITING);
      const results = await Promise.all([api.move(as('doctor'), waiting, a, 'Khách về'), api.move(as('spa'), waiting, b, 'Khách về')]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const winner = results.find((r) => r.status === 200)!.body;
      const loser = results.find((r) => r.status === 409)!.body as unknown as { message: string };
      expect(loser.message).toContain(winner.status === ActivityStatus.IN_PROGRESS ? 'Đang thực hiện' : 'Đã hủy');
      expect((await api.get(as('doctor'), waiting.id)).version).toBe(waiting.version + 1);
    }
  });
});

describe('completing an activity', () => {
  it('takes its products out of stock through the ledger, the batch given or first expiry first, and keeps the books balanced', async () => {
    const supplier = await newSupplier(server, as('owner'));
    const vaccine = await newProduct(server, as('owner'), { name: 'Vaccine thử hoạt động', unit: 'liều', salePrice: 120_000 });
    const pills = await newProduct(server, as('owner'), { name: 'Viên thử hoạt động', unit: 'viên', salePrice: 2_000, units: [{ name: 'vỉ', factor: 10 }] });
    await newImport(server, as('owner'), {
      supplierId: supplier.id,
      complete: true,
      lines: [
        importLine(vaccine.id, { unitName: 'liều', quantity: 3, batchNo: 'VX-1', expiresOn: shopDay(60) }),
        importLine(vaccine.id, { unitName: 'liều', quantity: 3, batchNo: 'VX-2', expiresOn: shopDay(300) }),
        importLine(pills.id, { quantity: 50 }),
      ],
    });
    const [later] = await rowsOf<{ id: string }>(server.db, sql`select id from product_batches where product_id = ${vaccine.id} and batch_no = 'VX-2'`);
    // the lots a doctor picks from, first to expire first; the products the front desk finds
    const lots = await call<Array<{ batchNo: string; quantity: number }>>(server.url, 'GET', `/products/${vaccine.id}/lots`, as('doctor'));
    expect(lots.body.map((l) => [l.batchNo, l.quantity])).toEqual([['VX-1', 3], ['VX-2', 3]]);
    const found = await call<Array<{ id: string }>>(server.url, 'GET', '/products/options?search=vaccine%20thu%20hoat', as('seller'));
    expect(found.body.map((p) => p.id)).toEqual([vaccine.id]);
    const started = await api.visitIn(as('doctor'), visit({
      products: [
        { productId: vaccine.id, unitName: 'liều', quantity: 1, batchId: later.id, nextDueOn: shopDay(365), dosage: 'Tiêm dưới da' },
        { productId: pills.id, unitName: 'vỉ', quantity: 2 },
      ],
    }), ActivityStatus.IN_PROGRESS);
    const done = await api.move(as('doctor'), started, 'complete');
    expect(done.status).toBe(200);
    expect(done.body.productLines[0]).toMatchObject({ batchNo: 'VX-2', nextDueOn: shopDay(365) });

    // the lots of one import share their creation time: read them by lot number
    expect(Object.fromEntries((await stockOf(server.db, vaccine.id)).batches.map((b) => [b.batchNo, b.quantity]))).toEqual({ 'VX-1': 3, 'VX-2': 2 });
    expect((await stockOf(server.db, pills.id)).stock).toBe(30);
    const used = (await movementsOf(server.db, pills.id)).at(-1)!;
    expect(used).toMatchObject({ reason: 'service_use', delta: -20, balanceAfter: 30, documentCode: started.code });
    // the pet's vaccinations show the dose, its lot and the booster date
    const given = await call<Array<{ name: string; batchNo: string; nextDueOn: string; code: string }>>(server.url, 'GET', `/pets/${pet.petId}/vaccinations`, as('seller'));
    expect(given.body[0]).toMatchObject({ name: 'Vaccine thử hoạt động', batchNo: 'VX-2', nextDueOn: shopDay(365), code: started.code });
    await expectBooksBalanced(server.db);
  });

  it('refuses completion with the ledger’s 409 when a product is short, and completes nothing', async () => {
    const scarce = await newProduct(server, as('owner'), { name: 'Thuốc hiếm thử hoạt động', unit: 'viên' });
    const started = await api.visitIn(as('doctor'), visit({ products: [{ productId: scarce.id, unitName: 'viên', quantity: 2 }] }), ActivityStatus.IN_PROGRESS);
    await expectBooksUntouched(server.db, async () => {
      await expectRefused(api.move(as('doctor'), started, 'complete'), 409, 'Không đủ tồn kho: Thuốc hiếm thử hoạt động chỉ còn 0 viên');
    });
    const after = await api.get(as('doctor'), started.id);
    expect(after).toMatchObject({ status: ActivityStatus.IN_PROGRESS, version: started.version });
    expect(after.serviceLines[0].status).toBe(ActivityStatus.WAITING);
  });

  it('would be caught by the books if its lines and what left the stock ever disagreed', async () => {
    const supplier = await newSupplier(server, as('owner'));
    const drops = await newProduct(server, as('owner'), { name: 'Thuốc nhỏ mắt thử sổ sách', unit: 'lọ' });
    await newImport(server, as('owner'), { supplierId: supplier.id, complete: true, lines: [importLine(drops.id, { unitName: 'lọ', quantity: 5 })] });
    const started = await api.visitIn(as('doctor'), visit({ products: [{ productId: drops.id, unitName: 'lọ', quantity: 2 }] }), ActivityStatus.IN_PROGRESS);
    expect((await api.move(as('doctor'), started, 'complete')).status).toBe(200);
    await expectBooksBalanced(server.db);
    // the line changed behind the ledger's back: one more unit given than ever left the stock
    const rule = 'a completed activity took exactly its product lines out of stock, once; any other activity moved nothing';
    await server.db.execute(sql`update activity_products set quantity = 3 where activity_id = ${started.id}`);
    try {
      expect(await rowsOf(server.db, sql.raw(BOOKS_VIOLATIONS[rule]))).toEqual([expect.objectContaining({ activity: started.code, expected: expect.anything(), moved: expect.anything() })]);
    } finally {
      await server.db.execute(sql`update activity_products set quantity = 2 where activity_id = ${started.id}`);
    }
    await expectBooksBalanced(server.db);
  });
});

describe('PUT /activities/{id}/record', () => {
  it("writes a new weight into the pet's history and keeps a grooming's notes only", async () => {
    const exam = await api.visitIn(as('doctor'), visit(), ActivityStatus.IN_PROGRESS);
    const save = (a: Activity, body: Record<string, unknown>) => call<Activity>(server.url, 'PUT', `/activities/${a.id}/record`, { ...as('doctor'), body });
    const weights = () => rowsOf<{ w: number }>(server.db, sql`select weight_kg::float8 as w from pet_weights where pet_id = ${pet.petId} order by measured_at`);
    const before = (await weights()).length;
    expect((await save(exam, { weightKg: '6,4', symptoms: 'Ho', nextVisitOn: shopDay(7) })).status).toBe(200);
    // the same weight saved again is one weighing
    expect((await save(exam, { weightKg: 6.4, symptoms: 'Ho, sổ mũi' })).status).toBe(200);
    expect((await weights()).slice(before)).toEqual([{ w: 6.4 }]);
    const [row] = await rowsOf<{ w: number }>(server.db, sql`select weight_kg::float8 as w from pets where id = ${pet.petId}`);
    expect(row.w).toBe(6.4);

    const grooming = await api.visitIn(as('spa'), visit({ type: 1, services: [] }), ActivityStatus.IN_PROGRESS);
    const groomed = await call<Activity>(server.url, 'PUT', `/activities/${grooming.id}/record`, { ...as('spa'), body: { notes: 'Lông rối vùng tai', diagnosis: 'không thuộc về spa' } });
    expect(groomed.body.record).toMatchObject({ notes: 'Lông rối vùng tai', diagnosis: null });

    await expectBooksUntouched(server.db, async () => {
      await expectRefused(save(exam, { temperatureC: 'nóng' }), 400, undefined, ['temperatureC']);
      await expectRefused(save(exam, { nextVisitOn: '2026-13-01' }), 400, undefined, ['nextVisitOn']);
    });
  });
});
