import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { ZodType } from 'zod';
import type { Db } from '@/server/db/client';

// Generated bad input for the fuzzing suite (tests/api/fuzz-*.test.ts), and a fingerprint of the
// whole database to prove a refused request wrote nothing.

/** Runs per route; `FUZZ_RUNS=1000 npx vitest run …` for a longer hunt. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 60);

// Control characters as people paste them: a NUL, a terminal's colour sequence, a backspace, DEL,
// a C1 control, and the tab and line breaks only notes may hold.
const CONTROL_STRINGS = ['\u0000', 'An\u0000', '\u0001', '\u001B[31mđỏ\u001B[0m', 'a\u0008b', '\u007F', '\u0085', 'a\tb', 'a\nb', 'a\r\nb'];

const edgeStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\uD800', // a lone surrogate
  '\u202Eevil\u202C', // right-to-left override
  'a\u0301\u0302\u0303\u0304\u0305', // stacked combining marks
  '\u200B\u200C\u200D\uFEFF', // zero-width characters
  'Nguyễn Văn An'.normalize('NFD'),
  '👩‍⚕️🐶',
  "'; drop table customers; --",
  '<script>alert(1)</script>',
  '%00%2e%2e%2f',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  'true',
  'null',
  ...CONTROL_STRINGS,
);
const hugeString = fc.integer({ min: 1_000, max: 200_000 }).map((n) => 'Ơ'.repeat(n));
const edgeNumbers = fc.constantFrom(-1, -0.5, 0.1, 1e21, -1e21, Number.MAX_SAFE_INTEGER + 2, 2 ** 63, -(2 ** 31) - 1, 1.5);
const pollution = fc.constantFrom('__proto__', 'constructor', 'prototype');

/** A value of any kind, leaning towards the ones that break parsers. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: edgeStrings },
  { weight: 1, arbitrary: hugeString },
  { weight: 2, arbitrary: edgeNumbers },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { nested: { deep: [1, 'x'] } }) },
  { weight: 2, arbitrary: fc.anything({ maxDepth: 2, maxKeys: 4 }) },
);

/** The field names of an object contract (top level), to aim bad values at. */
function fieldsOf(contract: ZodType): string[] {
  const shape = (contract as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

/**
 * Bodies a contract must refuse: its fields with odd values (some missing, some extra, some keys
 * that pollute prototypes), or no object at all. Only those the contract really rejects are kept.
 */
export function invalidBodies(contract: ZodType): fc.Arbitrary<unknown> {
  const fields = fieldsOf(contract);
  const keys = fields.length > 0 ? fc.constantFrom(...fields) : fc.string();
  const objects = fc
    .tuple(fc.dictionary(keys, oddValue, { maxKeys: Math.max(1, fields.length) }), fc.dictionary(fc.oneof(pollution, fc.string()), oddValue, { maxKeys: 2 }))
    .map(([own, extra]) => Object.assign(JSON.parse(JSON.stringify(extra)) as object, own));
  const notObjects = fc.oneof(oddValue, fc.array(oddValue, { maxLength: 3 }));
  return fc.oneof({ weight: 4, arbitrary: objects }, { weight: 1, arbitrary: notObjects }).filter((body) => !contract.safeParse(body).success);
}

/** A text as it travels in a query string; one a UTF-8 %-escape cannot carry (a lone surrogate) travels as bytes no decoder accepts. */
function escape(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

// %-escapes no UTF-8 decoder accepts: a lone continuation byte, a truncated sequence, an encoded
// surrogate half, an overlong slash, a byte UTF-8 never uses; and escapes that are no escapes.
const BROKEN_ESCAPES = ['%C3%28', '%FF', '%ED%A0%80', '%C0%AF', '%E2%82', '%F8%88%80%80%80', '%', '%zz', '%u0000', '%%', '%2'];
// what the query fields take when all is well, so that some queries are accepted and reach the database
const FAIR_VALUES = ['1', '2', '20', '100', '101', '0', '-1', '1.5', '1e309', ' 7 ', 'true', 'false', 'all', 'active', 'dog', 'name:asc', 'createdAt:desc', 'name:up', '3f2504e0-4f89-41d3-9a0c-0305e82c3301', 'thu y', '%_\\'];

const queryValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...CONTROL_STRINGS).map(escape) },
  { weight: 3, arbitrary: fc.tuple(fc.string({ maxLength: 4 }), fc.constantFrom(...BROKEN_ESCAPES), fc.string({ maxLength: 4 })).map(([a, broken, b]) => `${escape(a)}${broken}${escape(b)}`) },
  { weight: 2, arbitrary: edgeStrings.map(escape) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }).map(escape) },
  { weight: 3, arbitrary: fc.constantFrom(...FAIR_VALUES).map(escape) },
  // long, yet five of them (6 bytes a letter once escaped) stay within the 16 KB Node.js reads for a
  // request's line and headers together; a longer request is answered 431 (fuzz-queries.test.ts)
  { weight: 1, arbitrary: fc.integer({ min: 90, max: 400 }).map((n) => escape('Ơ'.repeat(n))) },
);

/**
 * Query strings (the text after `?`) for a list route: its contract's fields and a few others, each
 * with odd, broken or fair values, sometimes repeated.
 */
export function queryStrings(contract: ZodType): fc.Arbitrary<string> {
  const key = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...fieldsOf(contract), 'search') }, { weight: 1, arbitrary: fc.constantFrom('%00', 'x%C3%28', '', '__proto__') });
  return fc.array(fc.tuple(key, queryValue), { maxLength: 5 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
}

/** Text that is no JSON at all, or not quite. */
export const malformedJson = fc.oneof(
  fc.constantFrom('{', '{"name":', '[1,2', '{name: "An"}', "{'a':1}", '{"a":1}}', 'undefined', '\u0000', '{"a":"\\ud800"', 'NaN'),
  fc.string({ minLength: 1, maxLength: 50 }).filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  }),
);

/** Every table's row count and an md5 of all its rows: equal before and after means nothing was written. */
export async function databaseFingerprint(db: Db): Promise<Record<string, string>> {
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: Array<{ name: string }> };
  const out: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const res = (await db.execute(
      sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${name}" as t`),
    )) as unknown as { rows: Array<{ n: number; h: string }> };
    out[name] = `${res.rows[0].n}:${res.rows[0].h}`;
  }
  return out;
}
