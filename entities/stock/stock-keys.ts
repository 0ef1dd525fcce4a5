import { keyFactory } from '@/lib/api/key-factory';

// The stock ledger as read (overview, expiring batches, stock cards): a completed stock-take or an
// import makes all of it stale at once.
export const stockKeys = keyFactory('stock');
