import type { ActivityRecord } from '@/lib/contracts/activities';
import { ActivityStatus, InvoiceType } from '@/lib/enums/activities';
import { type MockActivity, type MockAttachment, MOCK_ACTIVITIES, type MockProductLine, type MockServiceLine } from './activities-data';
import { MOCK_CATALOGUE, type MockCustomer, type MockPet, type MockService, uuid } from './catalogue-data';
import { type LedgerState, nextCode } from './mock-ledger';

// Quận 1's activities (activities-data.ts says what each one is), written as the server's
// use-cases would have left them: a code and a ticket in the order they came, who made each move
// and when, the service lines' snapshots of the catalogue, and the pets, customers and services
// they name marked as used (a delete deactivates them instead).
//
// One liberty: the seeded history's product lines (Lu's Rabisin) did not go through the mock
// ledger. The stock, lots and stock cards of the mock world are those of the opening import, which
// the inventory tests count on; an activity completed through the API does move stock.

export interface ActivitySeedState extends LedgerState {
  customers: Record<string, MockCustomer>;
  pets: Record<string, MockPet>;
  services: Record<string, MockService>;
  activities: Record<string, MockActivity>;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// the mock shops' clock: Asia/Ho_Chi_Minh, UTC+7 all year
const SHOP_OFFSET = 7 * HOUR;
const shopDayOf = (ms: number) => new Date(ms + SHOP_OFFSET).toISOString().slice(0, 10);

// the demo accounts of data.ts: the front desk makes the activities, the doctor and the groomer do them
const STAFF = { desk: 'a5e2f000-0000-4000-8000-000000000004', doctor: 'a5e2f000-0000-4000-8000-000000000003', spa: 'a5e2f000-0000-4000-8000-000000000006' };

const { WAITING, IN_PROGRESS, COMPLETED, CANCELED, DRAFT } = ActivityStatus;
const { GROOMING, HEALTHCARE, HOME } = InvoiceType;
const S = MOCK_CATALOGUE.services;
const P = MOCK_CATALOGUE.pets;
const A = MOCK_ACTIVITIES;
const L = A.lines;
const pastLine = (n: number) => uuid('ac720000', 100 + n);

/** A line: its service, status, and the result of a line its performer took and completed. */
type LineSpec = [id: string, serviceId: string, status: number, result?: string];

interface Visit {
  id: string;
  /** days before today; 0: today, spread over the hours gone by */
  daysAgo: number;
  type: number;
  status: number;
  petId: string;
  lines: LineSpec[];
  note?: string;
  record?: Partial<ActivityRecord>;
  cancelReason?: string;
  products?: 'rabisin';
  attachments?: Array<Pick<MockAttachment, 'id' | 'kind' | 'name' | 'mimeType' | 'serviceLineId'>>;
}

const EMPTY_RECORD: ActivityRecord = { weightKg: null, temperatureC: null, heartRate: null, respiratoryRate: null, symptoms: null, diagnosis: null, treatment: null, notes: null, nextVisitOn: null };

/** Oldest first: the order their codes and tickets were handed out in. */
const VISITS: Visit[] = [
  { id: A.past.luHomeVisit, daysAgo: 7, type: HOME, status: COMPLETED, petId: P.lu, lines: [[pastLine(1), S.recheck, COMPLETED]],
    record: { symptoms: 'Ăn kém 2 ngày, khám tại nhà', diagnosis: 'Rối loạn tiêu hóa nhẹ', treatment: 'Ăn cháo loãng, theo dõi thêm 3 ngày' } },
  { id: A.past.boBloodTest, daysAgo: 3, type: HEALTHCARE, status: COMPLETED, petId: P.bo,
    lines: [[pastLine(2), S.recheck, COMPLETED], [pastLine(3), S.bloodTest, COMPLETED, 'Các chỉ số máu trong giới hạn bình thường.']],
    record: { symptoms: 'Mệt, uống nhiều nước', diagnosis: 'Chưa ghi nhận bất thường', treatment: 'Theo dõi tại nhà' } },
  { id: A.past.miloGrooming, daysAgo: 1, type: GROOMING, status: COMPLETED, petId: P.milo, lines: [[pastLine(4), S.bath, COMPLETED], [pastLine(5), S.grooming, COMPLETED]],
    record: { notes: 'Lông rối nhiều vùng tai, đã gỡ; da bình thường.' },
    attachments: [
      { id: uuid('ac740000', 2), kind: 'before', name: 'milo-truoc.jpg', mimeType: 'image/jpeg', serviceLineId: null },
      { id: uuid('ac740000', 3), kind: 'after', name: 'milo-sau.jpg', mimeType: 'image/jpeg', serviceLineId: null },
    ] },
  { id: A.past.mimiScan, daysAgo: 1, type: HEALTHCARE, status: COMPLETED, petId: P.mimi,
    lines: [[pastLine(6), S.recheck, COMPLETED], [pastLine(7), S.ultrasound, COMPLETED, 'Gan, thận bình thường.\nBàng quang thành dày nhẹ.']],
    record: { symptoms: 'Đi tiểu khó', diagnosis: 'Viêm bàng quang', treatment: 'Kháng sinh 5 ngày, uống nhiều nước' } },
  { id: A.past.tomHomeCanceled, daysAgo: 1, type: HOME, status: CANCELED, petId: P.tom, lines: [[pastLine(8), S.recheck, CANCELED]], cancelReason: 'Khách đổi lịch sang tuần sau' },

  { id: A.today.luVaccinated, daysAgo: 0, type: HEALTHCARE, status: COMPLETED, petId: P.lu, lines: [[L.luRabies, S.rabies, COMPLETED]], products: 'rabisin',
    record: { weightKg: 6.4, temperatureC: 38.6, heartRate: 110, respiratoryRate: 24, symptoms: 'Khám trước tiêm, ăn uống bình thường', diagnosis: 'Sức khỏe tốt, đủ điều kiện tiêm phòng', treatment: 'Tiêm phòng dại, theo dõi 30 phút sau tiêm' } },
  { id: A.today.mimiBathCanceled, daysAgo: 0, type: GROOMING, status: CANCELED, petId: P.mimi, lines: [[L.mimiBath, S.bath, CANCELED]], cancelReason: 'Khách chờ lâu nên về trước' },
  { id: A.today.miloInProgress, daysAgo: 0, type: HEALTHCARE, status: IN_PROGRESS, petId: P.milo,
    lines: [[L.miloRecheck, S.recheck, WAITING], [L.miloXRay, S.xRay, COMPLETED, 'Không thấy gãy xương; khớp gối trái sưng nhẹ.'], [L.miloScan, S.ultrasound, IN_PROGRESS], [L.miloBloodTest, S.bloodTest, WAITING]],
    record: { symptoms: 'Đi khập khiễng chân sau bên trái sau khi nhảy' },
    attachments: [{ id: A.miloXRayImage, kind: 'result', name: 'x-quang-chan-sau-trai.png', mimeType: 'image/png', serviceLineId: L.miloXRay }] },
  { id: A.today.suaSurgeryInProgress, daysAgo: 0, type: HEALTHCARE, status: IN_PROGRESS, petId: P.sua, note: 'Đã nhịn ăn từ tối qua', lines: [[L.suaSpay, S.spay, WAITING], [L.suaDrip, S.drip, WAITING]] },
  { id: A.today.boWaiting, daysAgo: 0, type: HEALTHCARE, status: WAITING, petId: P.bo, note: 'Nôn 2 lần sáng nay', lines: [[L.boRecheck, S.recheck, WAITING], [L.boScan, S.ultrasound, WAITING]] },
  { id: A.today.tomHomeWaiting, daysAgo: 0, type: HOME, status: WAITING, petId: P.tom, note: 'Thỏ bỏ ăn, khám tại nhà', lines: [[L.tomRecheck, S.recheck, WAITING], [L.tomBloodTest, S.bloodTest, WAITING]] },
  { id: A.today.mimiWaiting, daysAgo: 0, type: HEALTHCARE, status: WAITING, petId: P.mimi, lines: [[L.mimiScan, S.ultrasound, WAITING]] },
  { id: A.today.luGroomingWaiting, daysAgo: 0, type: GROOMING, status: WAITING, petId: P.lu, lines: [[L.luGrooming, S.grooming, WAITING]] },
  { id: A.today.boDraft, daysAgo: 0, type: HEALTHCARE, status: DRAFT, petId: P.bo, note: 'Hẹn chiều quay lại tiêm', lines: [[L.boVaccine, S.vaccine7, DRAFT], [L.boXRay, S.xRay, DRAFT]] },
];

/** Writes Quận 1's activities into the mock world made at `now`. */
export function seedMockActivities(state: ActivitySeedState, shopId: string, now: number): void {
  const midnight = Date.parse(`${shopDayOf(now)}T00:00:00+07:00`);
  const todays = VISITS.filter((v) => v.daysAgo === 0);
  const tickets = new Map<number, number>();
  const perDay = new Map<number, number>();
  for (const visit of VISITS) {
    const nth = perDay.get(visit.daysAgo) ?? 0;
    perDay.set(visit.daysAgo, nth + 1);
    // past days from 9 o'clock, two hours apart; today's between midnight and now
    const created = visit.daysAgo > 0 ? midnight - visit.daysAgo * DAY + (9 + 2 * nth) * HOUR : midnight + Math.floor(((now - midnight) * (nth + 1)) / (todays.length + 1));
    const ticketNo = (tickets.get(visit.daysAgo) ?? 0) + 1;
    tickets.set(visit.daysAgo, ticketNo);
    const row = build(state, { shopId, visit, created, cap: visit.daysAgo === 0 ? now : Infinity, ticketNo });
    state.activities[row.id] = row;
    state.customers[row.customerId].hasActivity = true;
    state.pets[row.petId].hasActivity = true;
    for (const l of row.services) if (l.serviceId) state.services[l.serviceId].hasActivity = true;
  }
}

function build(state: ActivitySeedState, input: { shopId: string; visit: Visit; created: number; cap: number; ticketNo: number }): MockActivity {
  const { visit, created } = input;
  const at = (minutes: number) => new Date(Math.min(created + minutes * MINUTE, input.cap)).toISOString();
  const pet = state.pets[visit.petId];
  const performer = visit.type === GROOMING ? STAFF.spa : STAFF.doctor;
  const started = visit.status === IN_PROGRESS || visit.status === COMPLETED;
  const completedAt = visit.status === COMPLETED ? at(50) : null;
  // every move after the activity was made grew its version (server: touchActivity)
  let moves = 0;

  const services = visit.lines.map(([id, serviceId, status, result]): MockServiceLine => {
    const s = state.services[serviceId];
    // a line with a result was taken, given its result and completed; the others followed the activity
    const taken = status === IN_PROGRESS || result !== undefined;
    if (taken) moves += result === undefined ? 1 : 3;
    return {
      id, serviceId, serviceGroup: s.group, name: s.name, unit: s.unit, quantity: 1, price: s.price, status,
      performerId: taken || status === COMPLETED ? performer : null,
      result: result ?? null,
      startedAt: taken ? at(15) : null,
      completedAt: result !== undefined ? at(40) : status === COMPLETED ? completedAt : null,
      createdAt: at(0),
    };
  });
  const products = visit.products === 'rabisin' ? [rabisinLine(state, at(20), input.cap)] : [];
  let record: ActivityRecord | null = null;
  if (visit.record) {
    moves++;
    record = { ...EMPTY_RECORD, ...visit.record };
    if (visit.record.weightKg) {
      pet.weights.push({ id: uuid('3e16b7c1', 1), weightKg: visit.record.weightKg, measuredAt: at(20) });
      pet.weightKg = visit.record.weightKg;
    }
  }
  const attachments = (visit.attachments ?? []).map((a, i): MockAttachment => ({ ...a, fileId: uuid('f11e0000', Number(a.id.slice(-3))), createdBy: performer, createdAt: at(41 + i) }));
  moves += attachments.length + (started ? 1 : 0) + (visit.status === COMPLETED || visit.status === CANCELED ? 1 : 0);

  const canceledAt = visit.status === CANCELED ? at(20) : null;
  return {
    id: visit.id,
    shopId: input.shopId,
    code: nextCode(state, input.shopId, 'DV'),
    ticketNo: input.ticketNo,
    type: visit.type,
    status: visit.status,
    version: 1 + moves,
    customerId: pet.customerId,
    petId: pet.id,
    assigneeId: performer,
    note: visit.note ?? null,
    cancelReason: visit.cancelReason ?? null,
    createdBy: STAFF.desk,
    createdAt: at(0),
    waitingAt: visit.status === DRAFT ? null : at(0),
    waitingBy: visit.status === DRAFT ? null : STAFF.desk,
    startedAt: started ? at(10) : null,
    startedBy: started ? performer : null,
    completedAt,
    completedBy: completedAt ? performer : null,
    canceledAt,
    canceledBy: canceledAt ? STAFF.desk : null,
    services,
    products,
    record,
    attachments,
  };
}

/** One dose of Rabisin from the lot of the opening import, due again in a year. */
function rabisinLine(state: ActivitySeedState, createdAt: string, cap: number): MockProductLine {
  const product = state.products[MOCK_CATALOGUE.products.rabisin];
  const lot = Object.values(state.books.batches).find((b) => b.productId === product.id && b.batchNo !== null);
  const nextDueOn = shopDayOf(Math.min(Date.parse(createdAt), cap) + 365 * DAY);
  return {
    id: MOCK_ACTIVITIES.luRabisin,
    productId: product.id,
    name: product.name,
    unitName: product.unit,
    unitFactor: 1,
    quantity: 1,
    price: product.salePrice,
    batchId: lot?.id ?? null,
    dosage: 'Tiêm dưới da',
    nextDueOn,
    createdAt,
  };
}
