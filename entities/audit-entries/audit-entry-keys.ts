import { keyFactory } from '@/lib/api/key-factory';

export const auditEntryKeys = keyFactory('audit-entries');
