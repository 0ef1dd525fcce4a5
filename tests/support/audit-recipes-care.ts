import type { Activity } from '@/lib/contracts/activities';
import { ActivityStatus, InvoiceType } from '@/lib/enums/activities';
import { AppointmentStatus } from '@/lib/enums/appointments';
import { call } from './api-client';
import type { AuditRecipe } from './audit-recipes';
import { shopDay } from './books';
import { imageForm } from './fixtures';

// The audit sweep's recipes for the care of pets: visits and their lines and files, payments on a
// visit, stays in the rooms, appointments and the reminders' calls. See audit-recipes.ts for what a
// recipe is.

const unknownId = () => crypto.randomUUID();
const key = () => crypto.randomUUID();

/** A photo of a visit as POST /activity-attachments takes it. */
function photoOf(activityId: string): FormData {
  const form = imageForm('file', undefined, 'truoc-kham.png');
  form.set('activityId', activityId);
  form.set('kind', 'before');
  return form;
}

export const CARE_RECIPES: Record<string, AuditRecipe> = {
  'POST /activities': {
    by: 'seller',
    call: async (kit) => {
      const pet = await kit.pet();
      return { body: { customerId: pet.customerId, petId: pet.id, type: InvoiceType.HEALTHCARE, services: [{ serviceId: kit.exam }], submit: true } };
    },
    // a pet the shop does not have
    fail: async (kit) => ({ body: { customerId: (await kit.customer()).id, petId: unknownId(), type: InvoiceType.HEALTHCARE }, status: 404 }),
  },
  'PUT /activities/[id]': {
    by: 'seller',
    call: async (kit) => {
      const v = await kit.visit(ActivityStatus.WAITING);
      return { id: v.id, body: { customerId: v.customer.id, petId: v.pet.id, type: v.type, note: 'Khách muốn khám thêm da', services: [{ id: v.serviceLines[0].id, serviceId: kit.exam }], version: v.version } };
    },
  },
  'DELETE /activities/[id]': { by: 'seller', call: async (kit) => ({ id: (await kit.visit(ActivityStatus.WAITING)).id }) },
  'POST /activities/[id]/transition': {
    by: 'doctor',
    call: async (kit) => {
      const v = await kit.visit(ActivityStatus.WAITING);
      return { id: v.id, body: { transition: 'start', version: v.version } };
    },
  },
  'PUT /activities/[id]/record': { by: 'doctor', call: async (kit) => ({ id: (await kit.visit(ActivityStatus.IN_PROGRESS)).id, body: { temperatureC: '38,9', diagnosis: 'Viêm da nhẹ' } }) },
  'POST /activities/[id]/deposits': {
    by: 'seller',
    call: async (kit) => ({ id: (await kit.visit(ActivityStatus.WAITING)).id, body: { payments: [{ method: 'CASH', amount: 50_000 }], idempotencyKey: key() } }),
  },
  'POST /activities/[id]/invoice': { by: 'seller', call: async (kit) => ({ id: (await kit.visit(ActivityStatus.COMPLETED)).id, body: { payments: [], idempotencyKey: key() } }) },
  'POST /activity-attachments': {
    by: 'doctor',
    call: async (kit) => ({ form: photoOf((await kit.visit(ActivityStatus.IN_PROGRESS)).id) }),
    fail: async () => ({ form: photoOf(unknownId()), status: 404 }),
  },
  'DELETE /activity-attachments/[id]': {
    by: 'doctor',
    call: async (kit) => {
      const v = await kit.visit(ActivityStatus.IN_PROGRESS);
      const res = await call<Activity>(kit.server.url, 'POST', '/activity-attachments', { ...kit.by('owner'), form: photoOf(v.id) });
      if (res.status !== 200) throw new Error(`attaching a photo: ${res.status} ${JSON.stringify(res.body)}`);
      return { id: res.body.attachments[0].id };
    },
  },
  'PUT /activity-services/[id]': { by: 'doctor', call: async (kit) => ({ id: (await kit.visit(ActivityStatus.IN_PROGRESS)).serviceLines[0].id, body: { result: 'Tim phổi bình thường' } }) },
  'POST /activity-services/[id]/transition': { by: 'doctor', call: async (kit) => ({ id: (await kit.visit(ActivityStatus.IN_PROGRESS)).serviceLines[0].id, body: { transition: 'start' } }) },
  'POST /stays': {
    by: 'seller',
    call: async (kit) => {
      const guest = await kit.pet();
      return { body: { roomId: (await kit.room()).id, customerId: guest.customerId, petId: guest.id, endsAt: kit.inHours(30), feedingNote: 'Hạt Royal Canin' } };
    },
    // a room the shop does not have
    fail: async (kit) => {
      const guest = await kit.pet();
      return { body: { roomId: unknownId(), customerId: guest.customerId, petId: guest.id, endsAt: kit.inHours(30) }, status: 404 };
    },
  },
  'PATCH /stays/[id]': { by: 'seller', call: async (kit) => ({ id: (await kit.stay()).id, body: { endsAt: kit.inHours(48) } }) },
  'POST /stays/[id]/arrive': { by: 'seller', call: async (kit) => ({ id: (await kit.stay({ reserve: true, startsAt: kit.inHours(2), endsAt: kit.inHours(30) })).id, body: {} }) },
  'POST /stays/[id]/check-out': { by: 'seller', call: async (kit) => ({ id: (await kit.stay()).id, body: {} }) },
  'POST /stays/[id]/log': {
    by: 'doctor',
    call: async (kit) => {
      const form = new FormData();
      form.set('note', 'Ăn hết khẩu phần, đi dạo 15 phút');
      form.set('fed', 'true');
      form.set('walked', 'true');
      return { id: (await kit.stay()).id, form };
    },
  },
  'POST /appointments': {
    by: 'seller',
    call: async (kit) => {
      const pet = await kit.pet();
      return { body: { customerId: pet.customerId, petId: pet.id, serviceId: kit.exam, startsAt: `${shopDay(3)}T10:00:00+07:00`, durationMinutes: 30, note: 'Khách gọi điện' } };
    },
    fail: async () => ({ body: { customerId: unknownId(), petId: unknownId(), startsAt: `${shopDay(3)}T10:00:00+07:00`, durationMinutes: 30 }, status: 404 }),
  },
  'PATCH /appointments/[id]': { by: 'seller', call: async (kit) => ({ id: (await kit.appointment()).id, body: { note: 'Đổi sang buổi chiều' } }) },
  'POST /appointments/[id]/status': { by: 'seller', call: async (kit) => ({ id: (await kit.appointment()).id, body: { status: AppointmentStatus.CONFIRMED } }) },
  'POST /appointments/[id]/arrive': { by: 'seller', call: async (kit) => ({ id: (await kit.appointment()).id, body: {} }) },
  'POST /reminders/contacts': {
    by: 'seller',
    // an appointment, called about; the call is kept by kind, source and day, and names no record of its own
    namesNone: true,
    call: async (kit) => {
      const booked = await kit.appointment();
      return { body: { kind: 'appointment', sourceId: booked.id, dueOn: booked.startsAt.slice(0, 10), outcome: 'will_come', note: 'Hẹn đúng giờ' } };
    },
    // a call about a reminder the shop does not have
    fail: async () => ({ body: { kind: 'appointment', sourceId: unknownId(), dueOn: shopDay(1), outcome: 'reached' }, status: 404 }),
  },
};
