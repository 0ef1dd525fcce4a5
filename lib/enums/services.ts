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
