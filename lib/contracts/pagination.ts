import { z } from 'zod';
import { text } from './rules';

// Lists (DESIGN §3): ?page=1&limit=20&search=&sort=field:asc → { items, total, page, limit }.
export const MAX_PAGE_SIZE = 100;
export const PAGE_SIZES = [10, 20, 50, 100] as const;

/**
 * What a list is searched by: the text rule of every single-line field (NFC, folding like the stored
 * words; trimmed; absent is ''; control characters refused, a NUL would fail the query in
 * PostgreSQL), at most 100 characters.
 */
export const searchText = () => text().pipe(z.string().max(100, { error: 'validation.tooLong' }));

export const listQuery = <S extends string>(sortable: readonly [S, ...S[]]) =>
  z.object({
    page: z.coerce.number({ error: 'validation.integer' }).int({ error: 'validation.integer' }).min(1, { error: 'validation.nonNegativeInteger' }).default(1),
    limit: z.coerce
      .number({ error: 'validation.integer' })
      .int({ error: 'validation.integer' })
      .min(1, { error: 'validation.pageSize' })
      .max(MAX_PAGE_SIZE, { error: 'validation.pageSize' })
      .default(20),
    search: searchText(),
    sort: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (!v) return undefined;
        const [field, dir = 'asc'] = v.split(':');
        if (!(sortable as readonly string[]).includes(field) || (dir !== 'asc' && dir !== 'desc')) {
          ctx.addIssue({ code: 'custom', message: 'validation.sort' });
          return z.NEVER;
        }
        return { field: field as S, dir: dir as 'asc' | 'desc' };
      }),
  });

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int().min(0), page: z.number().int().min(1), limit: z.number().int().min(1) });
