import type { AuditEntry } from '@/lib/contracts/audit';
import { SHOP_CLOCK_DEFAULTS, type ShopResponse } from '@/lib/contracts/shops';
import type { ServiceStatics } from '@/lib/contracts/statics';
import type { UserResponse } from '@/lib/contracts/users';
import { Gender } from '@/lib/enums/people';
import { ServiceGroup } from '@/lib/enums/services';
import { Role } from '@/lib/roles';
import type { MockActivity } from './activities-data';
import { seedMockActivities } from './activities-seed';
import { emptyBooks, type MockBooks } from './books-data';
import { seedMockBooks } from './books-seed';
import type { MockCatalogue } from './catalogue-data';
import { createMockCatalogue } from './create-mock-catalogue';
import { createMockPetRooms, type MockPetRoom } from './pet-rooms-data';
import type { MockStay, MockStayLogEntry } from './pet-stays-data';
import { createMockAppointments, type MockAppointment, type MockReminderContact } from './appointments-data';
import { createMockPromotions, type MockPromotion } from './promotions-data';

// The mock world behind tests/msw/handlers: the chain "PetCare Sài Gòn" with its branches Quận 1 and
// Quận 7, a separate shop in Hà Nội, and one user per role. `npm run dev:mock` seeds the same rows
// (same ids, e-mails and passwords) into its in-memory database, so a real sign-in lands in this world.
// Its catalogue (customers, pets, services, products, suppliers) is in catalogue-data.ts, Quận 1's
// activities in activities-data.ts (seeded by activities-seed.ts).

export const MOCK_IDS = {
  chain: 'c0a1b2c3-0000-4000-8000-000000000001',
  shops: {
    q1: '5b0c1d2e-0000-4000-8000-000000000001',
    q7: '5b0c1d2e-0000-4000-8000-000000000007',
    hanoi: '5b0c1d2e-0000-4000-8000-000000000024',
  },
  users: {
    admin: 'a5e2f000-0000-4000-8000-000000000001',
    owner: 'a5e2f000-0000-4000-8000-000000000002',
    doctor: 'a5e2f000-0000-4000-8000-000000000003',
    seller: 'a5e2f000-0000-4000-8000-000000000004',
    accountant: 'a5e2f000-0000-4000-8000-000000000005',
    spa: 'a5e2f000-0000-4000-8000-000000000006',
    other: 'a5e2f000-0000-4000-8000-000000000007',
  },
} as const;

export type MockShopKey = keyof typeof MOCK_IDS.shops;
export type MockUserKey = keyof typeof MOCK_IDS.users;

export interface MockChain {
  id: string;
  name: string;
}

export interface MockShop extends ShopResponse {
  isLocked: boolean;
  /** the current plan (the one ending last) */
  subscription: { timeframe: string; startsAt: string; endsAt: string | null };
  createdAt: string;
}

export interface MockUser extends UserResponse {
  /** the demo password (README), checked by PUT /users/change-password */
  password: string;
  /** a deactivated account's tokens stop working (PUT /employees/{id}/status) */
  isActive: boolean;
  bankName: string | null;
  bankBranch: string | null;
  accountNumber: string | null;
  accountName: string | null;
  createdAt: string;
}

/** The shops and their people; the catalogue rows of catalogue-data.ts by id. */
export interface MockState extends MockCatalogue {
  chains: MockChain[];
  shops: Record<string, MockShop>;
  users: Record<string, MockUser>;
  /**
   * Fixed answers of GET /invoice-services/statics by shop id, for a test that sets the badges'
   * numbers; a shop without one has them counted from its activities (handlers/statics.ts).
   */
  statics: Partial<Record<string, ServiceStatics>>;
  /** stock ledger, cash book, imports and stock-takes (books-data.ts) */
  books: MockBooks;
  /** visits and sessions with their lines, records and files, by id (activities-data.ts) */
  activities: Record<string, MockActivity>;
  /** waiting-room screens' links by id; the mock keeps the token itself (the server, its hash) */
  displayLinks: Record<string, MockDisplayLink>;
  /** promotions by id (promotions-data.ts) */
  promotions: Record<string, MockPromotion>;
  /** hotel rooms and inpatient cages by id (pet-rooms-data.ts) */
  petRooms: Record<string, MockPetRoom>;
  /** stays in those rooms by id (pet-stays-data.ts) */
  petStays: Record<string, MockStay>;
  /** the stays' care and treatment entries by id (pet-stays-data.ts) */
  stayLog: Record<string, MockStayLogEntry>;
  /** the schedule by id (appointments-data.ts) */
  appointments: Record<string, MockAppointment>;
  /** the desk's calls about reminders (reminder_contacts) */
  reminderContacts: MockReminderContact[];
  /** the audit trail, oldest first: one entry per successful write (mock-audit.ts) */
  auditEntries: MockAuditEntry[];
}

/** An audit entry with the shop it belongs to (none for the system admin's calls). */
export type MockAuditEntry = AuditEntry & { shopId: string | null };

export interface MockDisplayLink {
  id: string;
  shopId: string;
  name: string;
  token: string;
  createdBy: string;
  createdAt: string;
  revokedAt: string | null;
}

const DAY_MS = 86_400_000;
const disabled = { isEnabled: false, percent: 0 };
const noBank = { bankName: null, accountNumber: null, bankBranch: null, accountName: null };

// A small paw on the brand colour: a logo that renders without a file server.
const PAW_LOGO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#3a5892"/>' +
      '<g fill="#fff"><ellipse cx="32" cy="42" rx="12" ry="10"/><circle cx="18" cy="28" r="5"/><circle cx="27" cy="20" r="5"/>' +
      '<circle cx="37" cy="20" r="5"/><circle cx="46" cy="28" r="5"/></g></svg>',
  );

function shops(now: number): MockShop[] {
  const yearPlan = { timeframe: '2-01Y', startsAt: new Date(now - 30 * DAY_MS).toISOString(), endsAt: new Date(now + 335 * DAY_MS).toISOString() };
  return [
    {
      id: MOCK_IDS.shops.q1,
      chainId: MOCK_IDS.chain,
      name: 'PetCare Sài Gòn - Quận 1',
      alias: 'Quận 1',
      phone: '02838221234',
      address: '45 Lê Thánh Tôn, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh',
      logo: PAW_LOGO,
      bankInfo: { bankName: 'Vietcombank', accountNumber: '0071001234567', bankBranch: 'Chi nhánh Sài Gòn', accountName: 'CONG TY TNHH PETCARE SAI GON' },
      vatSettings: { sale: disabled, grooming: disabled, healthcare: { isEnabled: true, percent: 8 }, hotel: disabled },
      isLocked: false,
      allowSellingOutOfStock: false,
      printAfterPayment: 'none',
      ...SHOP_CLOCK_DEFAULTS,
      subscription: yearPlan,
      createdAt: yearPlan.startsAt,
    },
    {
      id: MOCK_IDS.shops.q7,
      chainId: MOCK_IDS.chain,
      name: 'PetCare Sài Gòn - Quận 7',
      alias: 'Quận 7',
      phone: '02837761234',
      address: '120 Nguyễn Thị Thập, Phường Tân Phú, Quận 7, TP. Hồ Chí Minh',
      logo: null,
      bankInfo: noBank,
      vatSettings: { sale: disabled, grooming: disabled, healthcare: disabled, hotel: disabled },
      isLocked: false,
      allowSellingOutOfStock: false,
      printAfterPayment: 'none',
      ...SHOP_CLOCK_DEFAULTS,
      subscription: yearPlan,
      createdAt: yearPlan.startsAt,
    },
    {
      id: MOCK_IDS.shops.hanoi,
      chainId: null,
      name: 'Happy Pet Hà Nội',
      alias: 'Happy Pet',
      phone: '02437654321',
      address: '18 Trần Duy Hưng, Phường Trung Hòa, Quận Cầu Giấy, Hà Nội',
      logo: null,
      bankInfo: noBank,
      vatSettings: { sale: disabled, grooming: disabled, healthcare: disabled, hotel: disabled },
      isLocked: false,
      allowSellingOutOfStock: false,
      printAfterPayment: 'none',
      ...SHOP_CLOCK_DEFAULTS,
      subscription: { timeframe: '0-NO_EXPIRY', startsAt: new Date(now - 200 * DAY_MS).toISOString(), endsAt: null },
      createdAt: new Date(now - 200 * DAY_MS).toISOString(),
    },
  ];
}

type UserDefaults = 'id' | 'image' | 'isSingleUserFlowEnabled' | 'isActive' | 'bankName' | 'bankBranch' | 'accountNumber' | 'accountName' | 'createdAt';

const user = (key: MockUserKey, fields: Omit<MockUser, UserDefaults>): MockUser => ({
  id: MOCK_IDS.users[key],
  image: null,
  isSingleUserFlowEnabled: false,
  isActive: true,
  bankName: null,
  bankBranch: null,
  accountNumber: null,
  accountName: null,
  createdAt: '2025-01-15T02:00:00.000Z',
  ...fields,
});

const { q1, hanoi } = MOCK_IDS.shops;
const { chain } = MOCK_IDS;

// The demo accounts of server/seed/demo-accounts.ts (same e-mails, names and passwords).
const USERS: MockUser[] = [
  user('admin', { name: 'Trần Quốc Bảo', email: 'admin@petclinic.vn', password: 'Admin@123', role: Role.SYSTEM_ADMIN, phoneNumber: '0901000001', gender: Gender.MALE, address: null, shopId: null, chainId: null }),
  user('owner', { name: 'Nguyễn Thị Minh Anh', email: 'owner@petclinic.vn', password: 'Owner@123', role: Role.SHOP_ADMIN, phoneNumber: '0903123456', gender: Gender.FEMALE, address: '12 Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh', shopId: q1, chainId: chain }),
  user('doctor', { name: 'Lê Văn Hùng', email: 'doctor@petclinic.vn', password: 'Doctor@123', role: Role.SHOP_DOCTORS, phoneNumber: '0912345678', gender: Gender.MALE, address: null, shopId: q1, chainId: null }),
  user('seller', { name: 'Phạm Thu Trang', email: 'seller@petclinic.vn', password: 'Seller@123', role: Role.SHOP_SELLER, phoneNumber: '0934567890', gender: Gender.FEMALE, address: null, shopId: q1, chainId: null }),
  user('accountant', { name: 'Võ Thị Hạnh', email: 'accountant@petclinic.vn', password: 'Accountant@123', role: Role.SHOP_ACCOUNTANT, phoneNumber: '0976543210', gender: Gender.FEMALE, address: null, shopId: q1, chainId: null }),
  user('spa', { name: 'Đặng Minh Tuấn', email: 'spa@petclinic.vn', password: 'Spa@12345', role: Role.SHOP_SPA, phoneNumber: '0987654321', gender: Gender.MALE, address: null, shopId: q1, chainId: null }),
  user('other', { name: 'Hoàng Văn Nam', email: 'other@petclinic.vn', password: 'Other@123', role: Role.SHOP_ADMIN, phoneNumber: '0241234567', gender: Gender.MALE, address: null, shopId: hanoi, chainId: null }),
];

/** Today's open service lines per queue group and open activities (the sidebar badges). */
export function staticsOf(activities: number, counts: Partial<Record<'ultrasound' | 'surgery' | 'xRay' | 'labTest' | 'inpatientTreatment' | 'transportation', number>>): ServiceStatics {
  return {
    services: [
      { type: ServiceGroup.ULTRASOUND, count: counts.ultrasound ?? 0 },
      { type: ServiceGroup.SURGERY, count: counts.surgery ?? 0 },
      { type: ServiceGroup.X_RAY, count: counts.xRay ?? 0 },
      { type: ServiceGroup.LAB_TEST, count: counts.labTest ?? 0 },
      { type: ServiceGroup.INPATIENT_TREATMENT, count: counts.inpatientTreatment ?? 0 },
      { type: ServiceGroup.TRANSPORTATION, count: counts.transportation ?? 0 },
    ],
    activities,
  };
}

/** A fresh copy of the mock world; handlers mutate it on POST, PUT and DELETE calls. */
export function createMockState(now = Date.now()): MockState {
  const shopList = shops(now);
  const state: MockState = {
    chains: [{ id: MOCK_IDS.chain, name: 'PetCare Sài Gòn' }],
    shops: Object.fromEntries(shopList.map((s) => [s.id, structuredClone(s)])),
    users: Object.fromEntries(USERS.map((u) => [u.id, structuredClone(u)])),
    // Quận 7 has no customers or pets, so no activities: its badges are fixed numbers
    statics: { [MOCK_IDS.shops.q7]: staticsOf(2, { xRay: 1 }) },
    ...createMockCatalogue(MOCK_IDS.shops),
    books: emptyBooks(),
    activities: {},
    displayLinks: {},
    promotions: createMockPromotions(MOCK_IDS.shops, now),
    petRooms: createMockPetRooms(MOCK_IDS.shops, now),
    petStays: {},
    stayLog: {},
    appointments: createMockAppointments({ shops: MOCK_IDS.shops, users: MOCK_IDS.users }, now),
    reminderContacts: [],
    auditEntries: [],
  };
  seedMockBooks(state, MOCK_IDS.shops);
  // the schedule's codes carry on after the seeded bookings'
  for (const a of Object.values(state.appointments)) state.books.counters[`${a.shopId}:LH`] = Math.max(state.books.counters[`${a.shopId}:LH`] ?? 0, Number(a.code.slice(2)));
  seedMockActivities(state, MOCK_IDS.shops.q1, now);
  return state;
}

/** The world the handlers answer from; tests reset it after each test. */
export const mockState: MockState = createMockState();

export function resetMockState(): void {
  Object.assign(mockState, createMockState());
}

export const mockUser = (key: MockUserKey): MockUser => mockState.users[MOCK_IDS.users[key]];
export const mockShop = (key: MockShopKey): MockShop => mockState.shops[MOCK_IDS.shops[key]];
