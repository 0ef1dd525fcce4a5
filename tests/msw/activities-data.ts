import type { ActivityRecord } from '@/lib/contracts/activities';
import { uuid } from './catalogue-data';

// The mock world's activities (DESIGN §4), as the server keeps them in activities,
// activity_services, activity_products, activity_records and activity_attachments: each activity
// holds its lines, record and files. activities-seed.ts fills Quận 1's board of today and a few
// past days; the ids below are fixed so that screens' tests can open them by URL.

export interface MockServiceLine {
  id: string;
  serviceId: string | null;
  /** the service's group when the line was added (the queues and badges read it) */
  serviceGroup: number;
  name: string;
  unit: string | null;
  quantity: number;
  price: number;
  status: number;
  performerId: string | null;
  result: string | null;
  startedAt: string | null;
  completedAt: string | null;
  /** done in a stay's log entry */
  logEntryId?: string | null;
  createdAt: string;
}

export interface MockProductLine {
  id: string;
  productId: string;
  name: string;
  unitName: string;
  /** base units in one `unitName` (the stock moves quantity × factor) */
  unitFactor: number;
  quantity: number;
  price: number;
  batchId: string | null;
  dosage: string | null;
  nextDueOn: string | null;
  /** given in a stay's log entry: out of stock already, kept by the activity's edits */
  logEntryId?: string | null;
  createdAt: string;
}

export interface MockAttachment {
  id: string;
  /** the mock keeps no file store: the id the server's /files/{id} would serve */
  fileId: string;
  kind: 'result' | 'before' | 'after';
  name: string;
  mimeType: string;
  serviceLineId: string | null;
  createdBy: string;
  createdAt: string;
}

export interface MockActivity {
  id: string;
  shopId: string;
  code: string;
  ticketNo: number;
  type: number;
  status: number;
  version: number;
  customerId: string;
  petId: string;
  assigneeId: string | null;
  note: string | null;
  cancelReason: string | null;
  createdBy: string | null;
  createdAt: string;
  waitingAt: string | null;
  waitingBy: string | null;
  startedAt: string | null;
  startedBy: string | null;
  completedAt: string | null;
  completedBy: string | null;
  canceledAt: string | null;
  canceledBy: string | null;
  /** in position order */
  services: MockServiceLine[];
  products: MockProductLine[];
  /** the clinical record (a grooming's notes); none until something was recorded */
  record: ActivityRecord | null;
  attachments: MockAttachment[];
}

const activity = (n: number) => uuid('ac710000', n);
const line = (n: number) => uuid('ac720000', n);

/**
 * Quận 1's seeded activities and lines. Today (oldest first, tickets 1–9): Lu vaccinated against
 * rabies (COMPLETED, record with weight 6.4 kg, Rabisin from lot RB2511-07 due again in a year),
 * Mimi's bath (CANCELED), Milo limping (IN_PROGRESS: x-ray done with its result and image,
 * ultrasound taken, blood test waiting), Sữa's spay (IN_PROGRESS: surgery and drip waiting), Bơ
 * (WAITING, ultrasound waiting), Tôm's home visit (WAITING, blood test waiting), Mimi (WAITING,
 * ultrasound waiting), Lu's grooming (WAITING) and Bơ's next vaccination (DRAFT, an x-ray line
 * drafted). So the badges read 7 open activities, ultrasound 3, surgery 1, lab test 2,
 * inpatient treatment 1, and x-ray 0. The past days hold completed and canceled ones only.
 */
export const MOCK_ACTIVITIES = {
  today: {
    luVaccinated: activity(1),
    mimiBathCanceled: activity(2),
    miloInProgress: activity(3),
    suaSurgeryInProgress: activity(4),
    boWaiting: activity(5),
    tomHomeWaiting: activity(6),
    mimiWaiting: activity(7),
    luGroomingWaiting: activity(8),
    boDraft: activity(9),
  },
  past: {
    /** yesterday: Milo's grooming, completed, with its notes and before/after photos */
    miloGrooming: activity(11),
    /** yesterday: Mimi's ultrasound check, completed, with the scan's result */
    mimiScan: activity(12),
    /** yesterday: Tôm's home visit, canceled */
    tomHomeCanceled: activity(13),
    /** three days ago: Bơ's blood test, completed */
    boBloodTest: activity(14),
    /** a week ago: Lu's home visit, completed */
    luHomeVisit: activity(15),
  },
  lines: {
    luRabies: line(1),
    mimiBath: line(2),
    miloRecheck: line(3),
    miloXRay: line(4),
    miloScan: line(5),
    miloBloodTest: line(6),
    suaSpay: line(7),
    suaDrip: line(8),
    boRecheck: line(9),
    /** the ultrasound line waiting in today's queue, of the waiting activity `today.boWaiting` */
    boScan: line(10),
    tomRecheck: line(11),
    tomBloodTest: line(12),
    mimiScan: line(13),
    luGrooming: line(14),
    boVaccine: line(15),
    boXRay: line(16),
  },
  /** the Rabisin line given to Lu today (lot RB2511-07) */
  luRabisin: uuid('ac730000', 1),
  /** the x-ray image attached to Milo's x-ray line */
  miloXRayImage: uuid('ac740000', 1),
} as const;
