import { sql } from 'drizzle-orm';
import type { Session } from 'next-auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityStatus, InvoiceType } from '@/lib/enums/activities';
import { ServiceGroup } from '@/lib/enums/services';
import { activities, activityServices } from '@/server/db/schema/activities';
import { call, signInAs } from '../support/api-client';
import { rowsOf, shopIdByAlias } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let doctor: Session;
let q1: string;
let hanoi: string;

async function addActivity(shopId: string, status: number, lines: Array<{ group: number; status: number }>, createdAt = new Date()) {
  const [activity] = await server.db
    .insert(activities)
    .values({ shopId, code: `HD${Math.random().toString().slice(2, 10)}`, type: InvoiceType.HEALTHCARE, status, createdAt })
    .returning();
  if (lines.length > 0) {
    await server.db.insert(activityServices).values(
      lines.map((l) => ({ shopId, activityId: activity.id, serviceGroup: l.group, name: 'Dịch vụ', status: l.status, createdAt })),
    );
  }
}

beforeAll(async () => {
  server = await startTestServer();
  doctor = await signInAs(server.url, 'doctor@petclinic.vn');
  q1 = await shopIdByAlias(server.db, 'Quận 1');
  hanoi = await shopIdByAlias(server.db, 'Happy Pet');
});
afterAll(() => server?.close());

describe('GET /invoice-services/statics', () => {
  const statics = async () => {
    const res = await call<{ services: { type: number; count: number }[]; activities: number }>(server.url, 'GET', '/invoice-services/statics', {
      token: doctor.backendTokens.accessToken,
      shopId: q1,
    });
    expect(res.status).toBe(200);
    return { count: (type: number) => res.body.services.find((s) => s.type === type)?.count, body: res.body };
  };

  it("answers every queue group, counting the demo's board of today as the database holds it", async () => {
    const { body, count } = await statics();
    expect(body.services.map((s) => s.type).sort((a, b) => a - b)).toEqual([3, 4, 6, 7, 9, 10]);
    const [open] = await rowsOf<{ n: number }>(server.db, sql`select count(*)::int as n from activities
      where shop_id = ${q1} and status in (0, 1, 2) and created_at >= date_trunc('day', now() at time zone 'Asia/Ho_Chi_Minh') at time zone 'Asia/Ho_Chi_Minh'`);
    expect(body.activities).toBe(open.n);
    // the demo's board leaves work in the queues
    expect(open.n).toBeGreaterThan(0);
    const lines = await rowsOf<{ group: number; n: number }>(server.db, sql`select service_group as group, count(*)::int as n from activity_services
      where shop_id = ${q1} and status in (1, 2) and created_at >= date_trunc('day', now() at time zone 'Asia/Ho_Chi_Minh') at time zone 'Asia/Ho_Chi_Minh' group by 1`);
    for (const type of [3, 4, 6, 7, 9, 10]) expect(count(type)).toBe(lines.find((l) => l.group === type)?.n ?? 0);
  });

  it("counts today's WAITING/IN_PROGRESS lines per group and today's open activities of this shop only", async () => {
    const before = await statics();
    await addActivity(q1, ActivityStatus.WAITING, [
      { group: ServiceGroup.ULTRASOUND, status: ActivityStatus.WAITING },
      { group: ServiceGroup.ULTRASOUND, status: ActivityStatus.IN_PROGRESS },
      { group: ServiceGroup.X_RAY, status: ActivityStatus.COMPLETED },
      { group: ServiceGroup.SPA, status: ActivityStatus.WAITING },
    ]);
    await addActivity(q1, ActivityStatus.IN_PROGRESS, [{ group: ServiceGroup.SURGERY, status: ActivityStatus.IN_PROGRESS }]);
    await addActivity(q1, ActivityStatus.COMPLETED, [{ group: ServiceGroup.LAB_TEST, status: ActivityStatus.CANCELED }]);
    await addActivity(q1, ActivityStatus.CANCELED, []);
    // yesterday's and another shop's work do not count
    await addActivity(q1, ActivityStatus.WAITING, [{ group: ServiceGroup.ULTRASOUND, status: ActivityStatus.WAITING }], new Date(Date.now() - 2 * 86_400_000));
    await addActivity(hanoi, ActivityStatus.WAITING, [{ group: ServiceGroup.ULTRASOUND, status: ActivityStatus.WAITING }]);

    const after = await statics();
    const added = (type: number) => after.count(type)! - before.count(type)!;
    expect(added(ServiceGroup.ULTRASOUND)).toBe(2);
    expect(added(ServiceGroup.SURGERY)).toBe(1);
    expect(added(ServiceGroup.X_RAY)).toBe(0);
    expect(added(ServiceGroup.LAB_TEST)).toBe(0);
    expect(after.body.services.some((s) => s.type === ServiceGroup.SPA)).toBe(false);
    expect(after.body.activities - before.body.activities).toBe(2);
  });

  it('answers 403 for another shop and 401 without a token', async () => {
    expect((await call(server.url, 'GET', '/invoice-services/statics', { token: doctor.backendTokens.accessToken, shopId: hanoi })).status).toBe(403);
    expect((await call(server.url, 'GET', '/invoice-services/statics', { shopId: q1 })).status).toBe(401);
  });
});
