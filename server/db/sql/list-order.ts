import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export interface ListSort<F extends string> {
  field: F;
  dir: 'asc' | 'desc';
}

/**
 * ORDER BY of a list (DESIGN §3 `sort=field:dir`): the chosen field's columns — a name sorts by its
 * Vietnamese order key, then the name itself — or the list's default sort, then the id, so that
 * rows with equal values never move between pages.
 */
export function listOrder<F extends string>(columns: Record<F, AnyPgColumn | AnyPgColumn[]>, sort: ListSort<F> | undefined, fallback: ListSort<F>, id: AnyPgColumn): SQL[] {
  const { field, dir } = sort ?? fallback;
  const direction = dir === 'desc' ? desc : asc;
  const chosen = columns[field];
  return [...(Array.isArray(chosen) ? chosen : [chosen]).map((column) => direction(column)), asc(id)];
}

/** A catalogue's default order: by name, in Vietnamese alphabetical order. */
export const BY_NAME = { field: 'name', dir: 'asc' } as const;
