import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Activity } from '@/lib/contracts/activities';
import { ActivityStatus, type ActivityTransition, InvoiceType } from '@/lib/enums/activities';
import type { Db } from '@/server/db/client';
import { call, created } from './api-client';
import type { By } from './books';
import { rowsOf } from './fixtures';
import type { TestServer } from './test-server';

// Activities through the API, for the activity suites: a demo pet of the shop with its owner, the
// demo services by name, a visit made and moved to any status.

export interface PetOf {
  petId: string;
  customerId: string;
  petName: string;
  customerName: string;
  phone: string | null;
}

/** Alive pets of the shop with their owners, in a stable order; `skip` picks another, `notOf` leaves out one customer's. */
export async function demoPet(db: Db, shopId: string, skip = 0, notOf?: string): Promise<PetOf> {
  const [row] = await rowsOf<PetOf>(
    db,
    sql`select p.id as "petId", c.id as "customerId", p.name as "petName", c.name as "customerName", c.phone
      from pets p join customers c on c.id = p.customer_id
      where p.shop_id = ${shopId} and p.status = 1 and p.is_active ${notOf ? sql`and c.id <> ${notOf}` : sql``}
      order by p.created_at, p.id offset ${skip} limit 1`,
  );
  return row;
}

export async function serviceId(db: Db, shopId: string, name: string): Promise<string> {
  const [row] = await rowsOf<{ id: string }>(db, sql`select id from services where shop_id = ${shopId} and name = ${name}`);
  if (!row) throw new Error(`no service ${name}`);
  return row.id;
}

export function activityApi(server: TestServer) {
  const create = (by: By, body: Record<string, unknown>) => created<Activity>(server.url, '/activities', { type: InvoiceType.HEALTHCARE, ...body }, by);
  const move = (by: By, a: Pick<Activity, 'id' | 'version'>, transition: ActivityTransition, reason?: string) =>
    call<Activity>(server.url, 'POST', `/activities/${a.id}/transition`, { ...by, body: { transition, version: a.version, ...(reason ? { reason } : {}) } });
  const get = async (by: By, id: string) => {
    const res = await call<Activity>(server.url, 'GET', `/activities/${id}`, by);
    expect(res.status).toBe(200);
    return res.body;
  };

  /** A visit moved to `status` by the steps of DESIGN §4 (canceled from waiting). */
  async function visitIn(by: By, body: Record<string, unknown>, status: ActivityStatus): Promise<Activity> {
    let activity = await create(by, { ...body, submit: status !== ActivityStatus.DRAFT });
    const path: readonly ActivityTransition[] = ({ 0: [], 1: [], 2: ['start'], 3: ['start', 'complete'], 4: ['cancel'] } as const)[status];
    for (const step of path) {
      const res = await move(by, activity, step, step === 'cancel' ? 'Khách về trước' : undefined);
      expect(res.status, `${step}: ${JSON.stringify(res.body)}`).toBe(200);
      activity = res.body;
    }
    expect(activity.status).toBe(status);
    return activity;
  }
  return { create, move, get, visitIn };
}
