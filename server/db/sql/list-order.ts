import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

type Sort<F extends string> = { field: F; dir: 'asc' | 'desc' } | undefined;

/**
 * ORDER BY of a list (DESIGN §3 `sort=field:dir`): the chosen field's columns — a name sorts by its
 * Vietnamese order key, then the name itself — or the default field ascending, then the id, so
 * that rows with equal values never move between pages.
 */
export function listOrder<F extends string>(columns: Record<F, AnyPgColumn | AnyPgColumn[]>, sort: Sort<F>, fallback: F, id: AnyPgColumn): SQL[] {
  const direction = sort?.dir === 'desc' ? desc : asc;
  const chosen = columns[sort?.field ?? fallback];
  return [...(Array.isArray(chosen) ? chosen : [chosen]).map((column) => direction(column)), asc(id)];
}
