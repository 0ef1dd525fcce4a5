import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '@/server/core/app-error';
import { parseWith } from '@/server/http/parse-input';

// The route wrapper's last guard (server/http/parse-input.ts): whatever a contract lets through, a
// text with a NUL never reaches PostgreSQL, which refuses it with an error that answered 500.

/** The AppError parseWith throws for a value, as kind and field issues. */
function refusal(schema: z.ZodType, value: unknown, prefix?: string[]) {
  try {
    parseWith(schema, value, prefix);
  } catch (err) {
    if (err instanceof AppError) return { kind: err.kind, fields: err.fields };
    throw err;
  }
  throw new Error(`expected ${JSON.stringify(value)} to be refused`);
}

describe('parseWith', () => {
  // a contract that forgot the text rules: plain z.string() everywhere
  const careless = z.object({ name: z.string(), tags: z.array(z.string()).optional(), owner: z.object({ note: z.string() }).optional() });

  it('refuses a NUL in a top-level field with a 400 naming the field', () => {
    expect(refusal(careless, { name: 'An\u0000' })).toEqual({
      kind: 'ValidationException',
      fields: [{ field: 'name', messages: ['validation.controlCharacters'] }],
    });
  });

  it('finds a NUL in nested objects and arrays, under the given prefix', () => {
    expect(refusal(careless, { name: 'An', owner: { note: '\u0000' } }).fields).toEqual([{ field: 'owner.note', messages: ['validation.controlCharacters'] }]);
    expect(refusal(careless, { name: 'An', tags: ['a', 'b\u0000'] }, ['query']).fields).toEqual([{ field: 'query.tags.1', messages: ['validation.controlCharacters'] }]);
  });

  it('finds a NUL in a key of a record', () => {
    expect(refusal(z.record(z.string(), z.number()), { 'a\u0000': 1 }).fields).toEqual([{ field: 'a\u0000', messages: ['validation.controlCharacters'] }]);
  });

  it('still reports the contract’s own issues first', () => {
    expect(refusal(careless, { name: 5 }).fields[0].field).toBe('name');
    expect(refusal(careless, { name: 5 }).fields[0].messages).not.toContain('validation.controlCharacters');
  });

  it('passes text without a NUL, other values and objects that hold no text of their own', () => {
    const when = new Date('2026-11-22T00:00:00Z');
    expect(parseWith(careless, { name: 'Nguyễn\tVăn An 🐶', tags: [] })).toEqual({ name: 'Nguyễn\tVăn An 🐶', tags: [] });
    expect(parseWith(z.object({ at: z.date(), n: z.number(), ok: z.boolean().nullable() }), { at: when, n: 1, ok: null })).toEqual({ at: when, n: 1, ok: null });
  });
});
