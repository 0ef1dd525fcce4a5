import { keyFactory } from '@/lib/api/key-factory';

// The reports' figures (the statistics overview, Home's today): read-only, so nothing invalidates
// them; they are read again when stale (30 s) or when the period changes.
export const reportKeys = keyFactory('reports');
