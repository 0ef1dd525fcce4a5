import { http } from 'msw';
import { reminderMessage } from '@/lib/books/reminder-message';
import { contactBody, type ContactInput, OVERDUE_DAYS, type Reminder, reminderQuery, type ReminderQuery } from '@/lib/contracts/reminders';
import { ActivityStatus } from '@/lib/enums/activities';
import { AppointmentStatus, OPEN_APPOINTMENT_STATUSES } from '@/lib/enums/appointments';
import { PetStatus } from '@/lib/enums/pets';
import { todayIn } from '@/lib/format';
import { type MockShop, mockState, type MockUser } from '../data';
import { MockApiError } from '../errors';
import { API, parseBody, queryOf, readJson, route } from './route';
import { matchesSearch, shopCall, shopDay, staffRef } from './shared';

// ---- reminders (/reminders, issue 19 §6), as server/modules/reminders: each pet's latest vaccine ----
// of a kind with its booster date, each pet's latest visit with a next-visit date, tomorrow's
// appointments still ahead, in a window of the shop's days; the desk's calls recorded beside them.

const PERMISSION = 'APPOINTMENTS_VIEW_UPDATE';
type Due = Omit<Reminder, 'contact' | 'message' | 'customer' | 'pet'> & { customerId: string; petId: string; order: string };
const keyOf = (c: { kind: string; sourceId: string; dueOn: string }) => `${c.kind}:${c.sourceId}:${c.dueOn}`;
const dayAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Latest first: the newest vaccine of a kind, the newest visit, decides. */
function dueOf(shop: MockShop): Due[] {
  const done = Object.values(mockState.activities)
    .filter((a) => a.shopId === shop.id && a.status === ActivityStatus.COMPLETED)
    .sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''));
  const seen = new Set<string>();
  const due: Due[] = [];
  for (const a of done) {
    for (const l of a.products.filter((p) => p.nextDueOn)) {
      if (seen.has(`${a.petId}:${l.productId}`)) continue;
      seen.add(`${a.petId}:${l.productId}`);
      due.push({ kind: 'vaccination', sourceId: l.id, dueOn: l.nextDueOn!, what: l.name, at: null, customerId: a.customerId, petId: a.petId, order: '' });
    }
    if (a.record?.nextVisitOn && !seen.has(`${a.petId}:visit`)) {
      seen.add(`${a.petId}:visit`);
      due.push({ kind: 'follow_up', sourceId: a.id, dueOn: a.record.nextVisitOn, what: null, at: null, customerId: a.customerId, petId: a.petId, order: '' });
    }
  }
  const tomorrow = dayAfter(todayIn(), 1);
  for (const ap of Object.values(mockState.appointments)) {
    if (ap.shopId !== shop.id || !OPEN_APPOINTMENT_STATUSES.includes(ap.status as AppointmentStatus) || shopDay(ap.startsAt) !== tomorrow) continue;
    due.push({ kind: 'appointment', sourceId: ap.id, dueOn: tomorrow, what: ap.serviceId ? (mockState.services[ap.serviceId]?.name ?? null) : null, at: ap.startsAt, customerId: ap.customerId, petId: ap.petId, order: ap.startsAt });
  }
  return due;
}

function list(shop: MockShop, q: ReminderQuery) {
  const today = todayIn();
  const [from, to] = q.window === 'overdue' ? [dayAfter(today, -OVERDUE_DAYS), dayAfter(today, -1)] : [today, q.window === 'today' ? today : dayAfter(today, q.window === '7d' ? 7 : 30)];
  const rows = dueOf(shop)
    .filter((d) => (d.dueOn >= from && d.dueOn <= to) || (q.window === 'today' && d.kind === 'appointment'))
    .filter((d) => mockState.pets[d.petId]?.status === PetStatus.ALIVE && (!q.kind || d.kind === q.kind))
    .map((d) => ({ d, contact: mockState.reminderContacts.find((c) => c.shopId === shop.id && keyOf(c) === keyOf(d)) }))
    .filter(({ contact }) => !q.pending || !contact)
    .filter(({ d }) => !q.search || matchesSearch({ words: [mockState.customers[d.customerId].name, mockState.pets[d.petId].name], digits: [mockState.customers[d.customerId].phone] }, q.search))
    .sort((x, y) => x.d.dueOn.localeCompare(y.d.dueOn) || x.d.order.localeCompare(y.d.order));
  const items = rows.slice((q.page - 1) * q.limit, q.page * q.limit).map(({ d, contact }): Reminder => {
    const customer = mockState.customers[d.customerId];
    const pet = mockState.pets[d.petId];
    return {
      kind: d.kind,
      sourceId: d.sourceId,
      dueOn: d.dueOn,
      what: d.what,
      at: d.at,
      customer: { id: customer.id, name: customer.name, phone: customer.phone },
      pet: { id: pet.id, name: pet.name },
      contact: contact ? { outcome: contact.outcome, note: contact.note, by: staffRef(contact.by), at: contact.at } : null,
      message: reminderMessage({ ...d, customerName: customer.name, petName: pet.name, shop: { name: shop.name, phone: shop.phone } }),
    };
  });
  return { items, total: rows.length, page: q.page, limit: q.limit };
}

function contact(shop: MockShop, user: MockUser, body: ContactInput) {
  if (!dueOf(shop).some((d) => d.kind === body.kind && d.sourceId === body.sourceId)) throw new MockApiError('NotFound', 'errors.reminderNotFound');
  const found = mockState.reminderContacts.find((c) => c.shopId === shop.id && keyOf(c) === keyOf(body));
  const made = { ...body, shopId: shop.id, by: user.id, at: new Date().toISOString() };
  if (found) Object.assign(found, made);
  else mockState.reminderContacts.push(made);
  return { ok: true };
}

export const reminderHandlers = [
  http.get(
    `${API}/reminders/count`,
    route((request) => {
      const { shop } = shopCall(request, PERMISSION);
      const pending = (window: 'overdue' | '7d') => list(shop, { window, pending: true, page: 1, limit: 100 }).total;
      return { due: pending('overdue') + pending('7d') };
    }),
  ),
  http.get(
    `${API}/reminders`,
    route((request) => list(shopCall(request, PERMISSION).shop, parseBody(reminderQuery, queryOf(request)))),
  ),
  http.post(
    `${API}/reminders/contacts`,
    route(async (request) => {
      const { shop, user } = shopCall(request, PERMISSION);
      return contact(shop, user, parseBody(contactBody, await readJson(request)));
    }),
  ),
];
