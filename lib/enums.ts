// Enumerations of SPEC §3 and §4 shared by the server, the client and the tests.

export const Gender = { MALE: 1, FEMALE: 2 } as const;
export const GENDER_IDS = [Gender.MALE, Gender.FEMALE] as const;

// Service/activity status (SPEC §4).
export const ActivityStatus = { DRAFT: 0, WAITING: 1, IN_PROGRESS: 2, COMPLETED: 3, CANCELED: 4 } as const;
export const ACTIVITY_STATUS_IDS = Object.values(ActivityStatus);

// Pets (SPEC §3, DESIGN §4): species, status 1 alive / 2 deceased / 3 missing; gender 1 Đực / 2 Cái.
export const PET_SPECIES = ['dog', 'cat', 'other'] as const;
export type PetSpecies = (typeof PET_SPECIES)[number];
export const PetStatus = { ALIVE: 1, DECEASED: 2, MISSING: 3 } as const;
export const PET_STATUS_IDS = Object.values(PetStatus);

// Product groups (SPEC §3).
export const ProductGroup = { OTHER: 0, MEDICINE: 1, MEDICAL_SUPPLIES: 2, CHEMICALS: 3, SALE_GOODS: 4 } as const;
export const PRODUCT_GROUP_IDS = Object.values(ProductGroup);

// Service groups (SPEC §3).
export const ServiceGroup = {
  SPA: 1,
  EXAMINATION: 2,
  ULTRASOUND: 3,
  SURGERY: 4,
  VACCINATION: 5,
  X_RAY: 6,
  LAB_TEST: 7,
  OTHER: 8,
  INPATIENT_TREATMENT: 9,
  TRANSPORTATION: 10,
  HOTEL: 11,
} as const;
export const SERVICE_GROUP_IDS = Object.values(ServiceGroup);

// Service-activity pages and their service groups; also the sidebar badge keys (SPEC §2, §3).
export const SERVICE_QUEUE_SLUGS = {
  ultrasound: ServiceGroup.ULTRASOUND,
  surgery: ServiceGroup.SURGERY,
  'x-ray': ServiceGroup.X_RAY,
  'lab-test': ServiceGroup.LAB_TEST,
  'inpatient-treatment': ServiceGroup.INPATIENT_TREATMENT,
  transportation: ServiceGroup.TRANSPORTATION,
} as const;
export type ServiceQueueSlug = keyof typeof SERVICE_QUEUE_SLUGS;
export const SERVICE_QUEUE_GROUPS = Object.values(SERVICE_QUEUE_SLUGS);

// Invoice types and the VAT key each one uses (SPEC §3).
export const InvoiceType = { GROOMING: 1, HEALTHCARE: 2, HOME: 3, HOTEL: 4, INPATIENT_CARE: 5 } as const;
export const INVOICE_TYPE_IDS = Object.values(InvoiceType);

export const VAT_KEYS = ['sale', 'grooming', 'healthcare', 'hotel'] as const;
export type VatKey = (typeof VAT_KEYS)[number];

export const INVOICE_TYPE_VAT_KEY: Record<number, VatKey> = {
  [InvoiceType.GROOMING]: 'grooming',
  [InvoiceType.HEALTHCARE]: 'healthcare',
  [InvoiceType.HOME]: 'healthcare',
  [InvoiceType.HOTEL]: 'hotel',
  [InvoiceType.INPATIENT_CARE]: 'healthcare',
};

// Subscription timeframes (SPEC §3) and their length in months; 0 never expires.
export const SUBSCRIPTION_TIMEFRAMES = {
  '0-NO_EXPIRY': 0,
  '1-01M': 1,
  '1-03M': 3,
  '1-06M': 6,
  '2-01Y': 12,
  '2-02Y': 24,
  '2-03Y': 36,
} as const;
export type SubscriptionTimeframe = keyof typeof SUBSCRIPTION_TIMEFRAMES;
export const TIMEFRAME_VALUES = Object.keys(SUBSCRIPTION_TIMEFRAMES) as SubscriptionTimeframe[];

// Realtime (SPEC §3).
export const SocketEvent = {
  TO_CLIENT: 'TO_CLIENT',
  JOIN_ROOM: 'JOIN_ROOM',
  LEFT_ROOM: 'LEFT_ROOM',
  ERROR: 'ERROR',
  EXCEPTION: 'EXCEPTION',
} as const;

export const REALTIME_EVENT_TYPES = [
  'ACTIVE_TODAY_NEW',
  'ACTIVE_TODAY_UPDATED',
  'SERVICE_STATICS_UPDATED',
  'NEW_INVOICE_PAYMENT',
  'UPDATE_INVOICE_PAYMENT',
  'DELETE_INVOICE_PAYMENT',
  'EXCEL_UPLOAD',
] as const;
export type RealtimeEventType = (typeof REALTIME_EVENT_TYPES)[number];

export const userRoom = (userId: string) => `user.${userId}`;
export const shopRoom = (shopId: string) => `shop.${shopId}`;
