import { beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { customerBody } from '@/lib/contracts/customers';
import { listQuery } from '@/lib/contracts/pagination';
import { email, isoDate, name, optionalMultiLineText, optionalText, phone, requiredText, unit } from '@/lib/contracts/rules';
import { TIMEFRAME_VALUES } from '@/lib/enums/subscriptions';
import { type DeclaredRoute, declaredRoutes } from '@/tests/support/route-table';
import { accept, firstIssue, rejectsWith } from '@/tests/support/zod-cases';

// Control characters in text (lib/contracts/rules.ts): a NUL made PostgreSQL fail the statement
// (500), an ESC sequence or a stray control character was stored as typed. Single-line fields refuse
// every control character; notes and descriptions (textareas) keep tab and line feed.

const CONTROLS = [
  ['NUL', '\u0000'],
  ['SOH', '\u0001'],
  ['an ESC colour sequence', '\u001B[31m'],
  ['backspace', '\u0008'],
  ['DEL', '\u007F'],
  ['a C1 control (NEL)', '\u0085'],
  ['a lone surrogate half', '\uD800'],
] as const;
const LINE_BREAKS = [
  ['a tab', '\t'],
  ['a line feed', '\n'],
  ['a carriage return', '\r'],
] as const;
const inside = (text: string, insert: string) => `${text.slice(0, 2)}${insert}${text.slice(2)}`;

describe('single-line text rules', () => {
  const rules: Array<[string, ZodType, string]> = [
    ['name', name(), 'Nguyễn Văn An'],
    ['requiredText', requiredText(), '12 Lê Lợi'],
    ['optionalText', optionalText(), 'Vietcombank'],
    ['unit', unit(), 'viên'],
    ['phone', phone(), '0912345678'],
    ['email', email(), 'an@petclinic.vn'],
    ['isoDate', isoDate(), '2026-11-22'],
  ];

  it.each(rules.flatMap(([rule, schema, valid]) => [...CONTROLS, ...LINE_BREAKS].map(([what, c]) => ({ rule, schema, valid, what, c }))))(
    '$rule refuses $what inside the text with validation.singleLine',
    ({ schema, valid, c }) => {
      expect(accept(schema, valid)).toBeTruthy();
      expect(rejectsWith(schema, inside(valid, c))).toBe('validation.singleLine');
    },
  );

  it('reports the control character rather than a length or format rule', () => {
    expect(rejectsWith(name(), 'A\u0000')).toBe('validation.singleLine');
    expect(rejectsWith(phone(), '09\u001B12')).toBe('validation.singleLine');
  });

  it('still trims a line break pasted at either end, as it trims spaces', () => {
    expect(accept(name(), '\nNguyễn Văn An\r\n')).toBe('Nguyễn Văn An');
  });

  it('keeps what is no control character: emoji, zero-width joiners, right-to-left marks', () => {
    expect(accept(optionalText(), 'Mèo 🐱 👩‍⚕️')).toBe('Mèo 🐱 👩‍⚕️');
    expect(accept(optionalText(), 'a\u200Db\u200Fc')).toBe('a\u200Db\u200Fc');
  });
});

describe('optionalMultiLineText (notes, descriptions)', () => {
  it('keeps line feeds and tabs, and writes a CR LF or a lone CR as one line feed', () => {
    expect(accept(optionalMultiLineText(), 'Dòng 1\nDòng 2\tcột')).toBe('Dòng 1\nDòng 2\tcột');
    expect(accept(optionalMultiLineText(), 'Dòng 1\r\nDòng 2\rDòng 3')).toBe('Dòng 1\nDòng 2\nDòng 3');
  });

  it.each(CONTROLS.map(([what, c]) => ({ what, c })))('refuses $what with validation.controlCharacters', ({ c }) => {
    expect(rejectsWith(optionalMultiLineText(), inside('Ghi chú', c))).toBe('validation.controlCharacters');
  });

  it('is what the customer note uses, while the name beside it stays single-line', () => {
    const body = { name: 'Nguyễn Văn An', note: 'Dị ứng:\n- gà' };
    expect(accept(customerBody, body)).toMatchObject(body);
    expect(firstIssue(customerBody, { ...body, note: 'a\u0000' })).toEqual({ message: 'validation.controlCharacters', path: ['note'] });
    expect(firstIssue(customerBody, { ...body, name: 'Nguyễn\nVăn An' })).toEqual({ message: 'validation.singleLine', path: ['name'] });
  });
});

describe('the search of every list query', () => {
  const query = listQuery(['name'] as const);

  it.each([...CONTROLS, ...LINE_BREAKS].map(([what, c]) => ({ what, c })))('refuses $what with validation.singleLine', ({ c }) => {
    expect(firstIssue(query, { search: inside('thu y', c) })).toEqual({ message: 'validation.singleLine', path: ['search'] });
  });

  it('is still optional, trimmed and NFC', () => {
    expect(accept(query, {})).toMatchObject({ search: '' });
    expect(accept(query, { search: ' Thú y '.normalize('NFD') })).toMatchObject({ search: 'Thú y' });
  });
});

// Every contract a route declares, field by field: whatever text a field accepts, it refuses once a
// control character is in it (a forgotten field would reach PostgreSQL with its NUL).
describe('every text field of every route contract', () => {
  // fields whose text is only compared (hashed or matched), never stored: a password being checked,
  // its confirmation, a refresh token; the route wrapper still refuses a NUL in them
  const COMPARED_ONLY = new Set(['oldPassword', 'confirmPassword', 'refreshToken']);
  const MULTI_LINE = new Set(['note', 'description', 'reason', 'result', 'symptoms', 'diagnosis', 'treatment', 'notes', 'feedingNote', 'careNote', 'belongings']);
  const SAMPLES = ['Nguyễn Văn An', '0912345678', 'an@petclinic.vn', '2026-11-22', 'Abc@12345', 'name:asc', ...TIMEFRAME_VALUES];
  let fields: Array<{ label: string; field: string; schema: ZodType }>;

  /** The leaves of an object contract (nested objects and the members of a union included). */
  function leaves(schema: unknown, prefix: string): Array<{ field: string; schema: ZodType }> {
    const s = (schema ?? {}) as { shape?: Record<string, unknown>; options?: unknown[] };
    if (Array.isArray(s.options)) return s.options.flatMap((option) => leaves(option, prefix));
    if (!s.shape) return [];
    return Object.entries(s.shape).flatMap(([key, child]) => {
      const nested = leaves(child, `${prefix}${key}.`);
      return nested.length > 0 ? nested : [{ field: `${prefix}${key}`, schema: child as ZodType }];
    });
  }

  beforeAll(async () => {
    const routes: DeclaredRoute[] = await declaredRoutes();
    fields = routes.flatMap((r) =>
      (['query', 'body', 'params'] as const).flatMap((part) =>
        leaves(r.definition[part], '').map((leaf) => ({ label: `${r.method} ${r.path} ${part}.${leaf.field}`, ...leaf })),
      ),
    );
  }, 60_000);

  it('refuses control characters in every field that takes text', () => {
    const checked: string[] = [];
    const letThrough: string[] = [];
    for (const { label, field, schema } of fields) {
      const name = field.split('.').at(-1)!;
      if (COMPARED_ONLY.has(name)) continue;
      const samples = SAMPLES.filter((sample) => schema.safeParse(sample).success);
      if (samples.length === 0) continue;
      checked.push(label);
      // a line break at either end is trimmed like a space; inside the text it is refused
      const values = (sample: string) => [
        ...CONTROLS.flatMap(([what, c]) => [[what, `${sample}${c}`], [what, inside(sample, c)]]),
        ...(MULTI_LINE.has(name) ? [] : LINE_BREAKS.map(([what, c]) => [what, inside(sample, c)])),
      ];
      const passing = new Set(samples.flatMap((sample) => values(sample).filter(([, value]) => schema.safeParse(value).success).map(([what]) => what)));
      if (passing.size > 0) letThrough.push(`${label} accepts ${[...passing].join(', ')}`);
    }
    expect(checked.length).toBeGreaterThan(50);
    expect(letThrough).toEqual([]);
  });

  it('lets line breaks through in notes and descriptions only', () => {
    const multiLine = fields.filter((f) => MULTI_LINE.has(f.field) && f.schema.safeParse('Dòng 1\nDòng 2').success).map((f) => f.label);
    expect(multiLine).toEqual(expect.arrayContaining(['POST /customers body.note', 'POST /pets body.note', 'POST /services body.description']));
  });
});
