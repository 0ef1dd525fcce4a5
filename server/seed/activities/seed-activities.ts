import { and, asc, eq, gt } from 'drizzle-orm';
import type { ActivityInput, ActivityProductInput } from '@/lib/contracts/activities';
import { ActivityTransition, InvoiceType } from '@/lib/enums/activities';
import { PetStatus } from '@/lib/enums/pets';
import type { DbOrTx } from '../../db/client';
import { pets } from '../../db/schema/pets';
import { products } from '../../db/schema/products';
import { services } from '../../db/schema/services';
import { productBatches } from '../../db/schema/stock';
import type { ActivityActor } from '../../modules/activities/create-activity';
import { createActivity } from '../../modules/activities/create-activity';
import { saveActivityRecord } from '../../modules/activities/save-activity-record';
import { transitionActivity } from '../../modules/activities/transition-activity';
import { counterOf, payVisit } from '../books/pay-at-counter';
import { transitionServiceLine } from '../../modules/activities/transition-service-line';
import { seededRandom, type SeededRandom } from '../catalogues/seeded-random';
import type { demoClock, Event } from '../books/demo-clock';
import { CANCEL_REASONS, FINDINGS, GROOMING_CAT, GROOMING_DOG, GROOMING_EXTRA, QUEUE_SERVICES, SURGERIES, TYPE_WEIGHTS, VACCINES } from './activity-data';

const MINUTE = 60_000;
const TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** How far a visit got: still a draft, waiting, in progress (a queue line taken or not), done, or canceled. */
type Fate = 'draft' | 'waiting' | 'started' | 'taken' | 'completed' | 'canceled';

export interface ActivityStaff {
  desk: string;
  doctor: string;
  spa: string;
}

interface Catalogue {
  service: Map<string, string>;
  product: Map<string, string>;
  pets: Array<{ id: string; customerId: string; species: string; weightKg: number | null }>;
}

/**
 * A month of a shop's visits (issue 17), through the same use-cases as the console: each past day
 * a handful of examinations, groomings, home visits and a few stays, nearly all completed (their
 * medicine and vaccines leave the stock), some canceled; today's board in every state, with lines
 * waiting in the service queues. Returned as events to run in date order with the shop's books.
 */
export async function activityEvents(
  tx: DbOrTx,
  input: { shopId: string; staff: ActivityStaff; clock: ReturnType<typeof demoClock>; now: Date; days: number; perDay: [number, number]; today: Fate[]; seed: number },
): Promise<Event[]> {
  const { shopId, clock } = input;
  const random = seededRandom(input.seed);
  const catalogue: Catalogue = {
    service: new Map((await tx.select({ id: services.id, name: services.name }).from(services).where(eq(services.shopId, shopId))).map((s) => [s.name, s.id])),
    product: new Map((await tx.select({ id: products.id, name: products.name }).from(products).where(eq(products.shopId, shopId))).map((p) => [p.name, p.id])),
    pets: await tx
      .select({ id: pets.id, customerId: pets.customerId, species: pets.species, weightKg: pets.weightKg })
      .from(pets)
      .where(and(eq(pets.shopId, shopId), eq(pets.status, PetStatus.ALIVE), eq(pets.isActive, true)))
      .orderBy(asc(pets.createdAt), asc(pets.id)),
  };
  const events: Event[] = [];
  for (let day = input.days; day >= 1; day--) {
    const count = random.int(...input.perDay);
    for (let i = 0; i < count; i++) {
      const at = clock.daysAgo(day, 8 + Math.floor((i * 11) / count));
      const fate: Fate = random.chance(0.06) ? 'canceled' : 'completed';
      events.push(visit(tx, { shopId, staff: input.staff, catalogue, random, at: new Date(at.getTime() + random.int(0, 40) * MINUTE), fate, clock }));
    }
  }
  // today: spread between the shop's midnight and now, so every one of them is today and past
  const start = clock.daysAgo(0, 0).getTime();
  const span = input.now.getTime() - MINUTE - start;
  input.today.forEach((fate, i) => {
    const at = new Date(start + Math.floor((span * (i + 1)) / (input.today.length + 1)));
    events.push(visit(tx, { shopId, staff: input.staff, catalogue, random, at, fate, clock, today: { until: input.now } }));
  });
  return events;
}

function pickType(random: SeededRandom): ActivityInput['type'] {
  let roll = random.next();
  for (const [type, weight] of TYPE_WEIGHTS) if ((roll -= weight) < 0) return type as ActivityInput['type'];
  return InvoiceType.HEALTHCARE;
}

interface VisitInput {
  shopId: string;
  staff: ActivityStaff;
  catalogue: Catalogue;
  random: SeededRandom;
  at: Date;
  fate: Fate;
  clock: ReturnType<typeof demoClock>;
  /** a visit of today: its steps stay before `until` */
  today?: { until: Date };
}

function visit(tx: DbOrTx, v: VisitInput): Event {
  const { random, catalogue } = v;
  const pet = random.pick(catalogue.pets);
  // a queue line taken today needs a queue service: an examination with a test
  const type: ActivityInput['type'] = v.fate === 'taken' ? InvoiceType.HEALTHCARE : pickType(random);
  const finding = random.pick(FINDINGS);
  const vaccine = type === InvoiceType.HEALTHCARE && !v.today && random.chance(0.25) ? (pet.species === 'cat' ? VACCINES.cat : random.chance(0.5) ? VACCINES.dog : VACCINES.rabies) : null;
  const actor = (userId: string): ActivityActor => ({ shopId: v.shopId, timeZone: TIME_ZONE, userId, mayExecute: true, mayViewDetails: true });
  const performer = type === InvoiceType.GROOMING ? v.staff.spa : v.staff.doctor;

  const withTest = v.fate === 'taken' || (v.today !== undefined && random.chance(0.5));
  return {
    at: v.at,
    run: async () => {
      // what the shop has in stock now decides what can be given (a branch stocks little)
      const clinical = type !== InvoiceType.GROOMING && type !== InvoiceType.HOTEL;
      const medicines = clinical ? await prescription(tx, v.shopId, catalogue, finding, vaccine, v.clock, v.at) : { lines: [], vaccinated: false };
      // a branch offers part of the price list: what it lacks is not done there
      const wanted = servicesOf(type, pet.species, random, finding, medicines.vaccinated ? vaccine?.service : undefined, withTest);
      const names = wanted.filter((name) => catalogue.service.has(name));
      if (names.length === 0) names.push(catalogue.service.keys().next().value!);
      const step = (minutes: number) => {
        const t = new Date(v.at.getTime() + minutes * MINUTE);
        return v.today && t > v.today.until ? new Date(v.today.until.getTime() - MINUTE) : t;
      };
      const body = {
        customerId: pet.customerId,
        petId: pet.id,
        type,
        assigneeId: performer,
        note: null,
        services: names.map((name) => ({ serviceId: catalogue.service.get(name)!, quantity: name.includes('(ngày)') ? random.int(1, 3) : 1 })),
        products: [],
        submit: v.fate !== 'draft',
      };
      let activity = await createActivity(tx, { ...actor(v.staff.desk), body, at: v.at });
      const move = async (transition: ActivityTransition, minutes: number, by = performer, reason: string | null = null) => {
        activity = await transitionActivity(tx, { ...actor(by), activityId: activity.id, body: { transition, version: activity.version, reason }, at: step(minutes) });
      };
      if (v.fate === 'draft' || v.fate === 'waiting') return;
      if (v.fate === 'canceled') return move(ActivityTransition.CANCEL, random.int(10, 50), v.staff.desk, random.pick(CANCEL_REASONS));
      await move(ActivityTransition.START, random.int(5, 25));
      if (clinical) {
        const weightKg = pet.weightKg ? Math.round((pet.weightKg + random.int(-3, 3) / 10) * 100) / 100 : null;
        activity = await saveActivityRecord(tx, {
          ...actor(performer),
          activityId: activity.id,
          at: step(30),
          body: {
            weightKg: weightKg && weightKg > 0 ? weightKg : null,
            temperatureC: 38 + random.int(0, 18) / 10,
            heartRate: random.int(80, 140),
            respiratoryRate: random.int(18, 34),
            symptoms: finding.symptoms,
            diagnosis: finding.diagnosis,
            treatment: finding.treatment,
            notes: null,
            nextVisitOn: finding.medicines.length ? v.clock.day(v.clock.daysAfter(v.at, 7)) : null,
            products: medicines.lines,
          },
        });
      } else {
        activity = await saveActivityRecord(tx, { ...actor(performer), activityId: activity.id, at: step(30), body: { ...EMPTY_RECORD, notes: 'Lông rối nhiều vùng tai, đã gỡ; da bình thường.' } });
      }
      const queued = activity.serviceLines.find((l) => QUEUE_SERVICES.includes(l.name) || SURGERIES.includes(l.name));
      if (v.fate === 'taken' && queued) await transitionServiceLine(tx, { shopId: v.shopId, userId: v.staff.doctor, lineId: queued.id, transition: ActivityTransition.START, at: step(35) });
      if (v.fate !== 'completed') return;
      await move(ActivityTransition.COMPLETE, random.int(45, 90));
      // paid at the counter after, but for some of today's, still ready for payment; now and then a regular owes part
      if (v.today && random.chance(0.5)) return;
      const counter = await counterOf(tx, v.shopId, v.staff.desk);
      await payVisit(tx, { counter, activityId: activity.id, random, owing: random.chance(0.08), at: step(random.int(95, 110)) });
    },
  };
}

const EMPTY_RECORD = { weightKg: null, temperatureC: null, heartRate: null, respiratoryRate: null, symptoms: null, diagnosis: null, treatment: null, nextVisitOn: null };

function servicesOf(type: number, species: string, random: SeededRandom, finding: (typeof FINDINGS)[number], vaccine: string | undefined, withTest: boolean): string[] {
  switch (type) {
    case InvoiceType.GROOMING:
      return [random.pick(species === 'cat' ? GROOMING_CAT : GROOMING_DOG), ...(random.chance(0.4) ? [random.pick(GROOMING_EXTRA)] : [])];
    case InvoiceType.HOME:
      return ['Khám tại nhà (nội thành)', ...(random.chance(0.3) ? ['Đưa đón thú cưng nội thành'] : [])];
    case InvoiceType.HOTEL:
      return [species === 'cat' ? 'Lưu chuồng mèo (ngày)' : 'Lưu chuồng khách sạn (ngày)'];
    case InvoiceType.INPATIENT_CARE:
      return ['Nội trú điều trị (ngày)', 'Truyền dịch'];
    default: {
      const test = finding.extra ?? (withTest ? random.pick(QUEUE_SERVICES) : undefined);
      return [
        random.chance(0.2) ? 'Tái khám' : 'Khám tổng quát',
        ...(test ? [test] : []),
        ...(withTest && random.chance(0.3) ? [random.pick(SURGERIES)] : []),
        ...(vaccine ? [vaccine] : []),
      ];
    }
  }
}

/**
 * The medicine of a finding that the shop has enough of, and the vaccine given with its batch (the
 * lot to expire first that still holds a dose) and next due date, when there is one.
 */
async function prescription(
  tx: DbOrTx,
  shopId: string,
  catalogue: Catalogue,
  finding: (typeof FINDINGS)[number],
  vaccine: (typeof VACCINES)[keyof typeof VACCINES] | null,
  clock: ReturnType<typeof demoClock>,
  at: Date,
): Promise<{ lines: ActivityProductInput[]; vaccinated: boolean }> {
  const stocked = async (name: string, quantity: number) => {
    const id = catalogue.product.get(name);
    if (!id) return null;
    const [row] = await tx.select({ stock: products.stockOnHand }).from(products).where(eq(products.id, id));
    return row && row.stock >= quantity ? id : null;
  };
  const lines: ActivityProductInput[] = [];
  for (const [name, quantity, dosage] of finding.medicines) {
    const productId = await stocked(name, quantity);
    if (productId) lines.push({ productId, unitName: unitOf(name), quantity, dosage });
  }
  const productId = vaccine && catalogue.product.get(vaccine.product);
  if (!vaccine || !productId) return { lines, vaccinated: false };
  const [lot] = await tx
    .select({ id: productBatches.id })
    .from(productBatches)
    .where(and(eq(productBatches.productId, productId), eq(productBatches.shopId, shopId), gt(productBatches.quantity, 0)))
    .orderBy(asc(productBatches.expiresOn))
    .limit(1);
  if (!lot) return { lines, vaccinated: false };
  lines.push({ productId, unitName: 'liều', quantity: 1, batchId: lot.id, dosage: 'Tiêm dưới da', nextDueOn: clock.day(clock.daysAfter(at, vaccine.nextInDays)) });
  return { lines, vaccinated: true };
}

const unitOf = (name: string) => (name.includes('Biosub') ? 'gói' : 'viên');
