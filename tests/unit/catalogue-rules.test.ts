import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { productBody } from '@/lib/contracts/products';
import { money, optionalPastDate, optionalWeightKg, petSpecies, productGroup, queryFlag, serviceGroup } from '@/lib/contracts/rules';
import { digitTails, matchesWordStart, searchKey, typedDigits } from '@/lib/text';

// Rules added for the catalogues (issue 5) and the search condition they share.

const issue = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  expect(result.success, `expected ${JSON.stringify(value)} to be rejected`).toBe(false);
  return result.error!.issues[0].message;
};
const parse = (schema: z.ZodType, value: unknown) => schema.parse(value);

describe('catalogue rules', () => {
  it('groups: service 1–11, product 0–4, from numbers or numeric text', () => {
    expect(parse(serviceGroup(), '11')).toBe(11);
    expect(issue(serviceGroup(), 0)).toBe('validation.serviceGroup');
    expect(parse(productGroup(), 0)).toBe(0);
    expect(issue(productGroup(), 5)).toBe('validation.productGroup');
  });

  it('species: dog, cat or other', () => {
    expect(parse(petSpecies(), 'cat')).toBe('cat');
    expect(issue(petSpecies(), 'fish')).toBe('validation.petSpecies');
  });

  it('money: integer đồng, not negative, not beyond the cap', () => {
    expect(parse(money(), '150000')).toBe(150000);
    expect(issue(money(), 1.5)).toBe('validation.nonNegativeInteger');
    expect(issue(money(), 1e13)).toBe('validation.tooLarge');
  });

  it('weight: empty is null, above 0, rounded to 10 g, decimal comma accepted', () => {
    expect(parse(optionalWeightKg(), '')).toBeNull();
    expect(parse(optionalWeightKg(), '4,567')).toBe(4.57);
    expect(issue(optionalWeightKg(), 0)).toBe('validation.weight');
    expect(issue(optionalWeightKg(), 10000)).toBe('validation.weight');
  });

  it('past date: a real calendar day, not in the future; empty is null', () => {
    expect(parse(optionalPastDate(), '2020-02-29')).toBe('2020-02-29');
    expect(parse(optionalPastDate(), '')).toBeNull();
    expect(issue(optionalPastDate(), '2021-02-29')).toBe('validation.pastDate');
    expect(issue(optionalPastDate(), '2999-01-01')).toBe('validation.pastDate');
    expect(issue(optionalPastDate(), '15/03/2022')).toBe('validation.pastDate');
  });

  it('query flags: true, false, absent or empty', () => {
    expect(parse(queryFlag(), 'true')).toBe(true);
    expect(parse(queryFlag(), 'false')).toBe(false);
    expect(parse(queryFlag(), '')).toBeUndefined();
    expect(issue(queryFlag(), 'yes')).toBe('validation.invalid');
  });

  it('product bodies refuse stock on hand and average cost (the stock ledger owns them)', () => {
    const body = { code: 'A1', name: 'Sản phẩm', group: 1, unit: 'Hộp', salePrice: 1, minimumStock: 0 };
    expect(productBody.safeParse(body).success).toBe(true);
    const result = productBody.safeParse({ ...body, stockOnHand: 3, averageCost: 1 });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['averageCost', 'validation.readOnly'],
      ['stockOnHand', 'validation.readOnly'],
    ]);
  });

  it('product units: up to three larger units, each of 2 base units or more, no name twice nor the base unit again', () => {
    const body = { code: 'A1', name: 'Amoxicillin', group: 1, unit: 'viên', salePrice: 1, minimumStock: 0 };
    expect(productBody.parse({ ...body, units: [{ name: 'vỉ', factor: '10' }, { name: 'hộp', factor: 100 }] }).units).toEqual([
      { name: 'vỉ', factor: 10 },
      { name: 'hộp', factor: 100 },
    ]);
    expect(productBody.parse(body).units).toEqual([]);
    const issues = (units: unknown) => productBody.safeParse({ ...body, units }).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues([{ name: 'vỉ', factor: 1 }])).toEqual([['units.0.factor', 'validation.unitFactor']]);
    expect(issues([{ name: 'vỉ', factor: 2.5 }])).toEqual([['units.0.factor', 'validation.unitFactor']]);
    expect(issues([{ name: 'Vỉ', factor: 10 }, { name: 'vỉ', factor: 20 }])).toEqual([['units.1.name', 'validation.duplicateUnit']]);
    expect(issues([{ name: 'Viên', factor: 10 }])).toEqual([['units', 'validation.duplicateUnit']]);
    expect(issues(Array.from({ length: 4 }, (_, i) => ({ name: `u${i}`, factor: 10 + i })))).toEqual([['units', 'validation.tooManyUnits']]);
  });
});

describe('search key (lib/text.ts, as the database folds every record)', () => {
  it('drops Vietnamese marks and case, and reduces spaces and punctuation between words to one space', () => {
    expect(searchKey('  Nguyễn   Văn-An ')).toBe('nguyen van an');
    expect(searchKey('NexGard Spectra 7,5–15kg')).toBe('nexgard spectra 7 5 15kg');
    expect(searchKey('Giang.Hoang@Yahoo.com')).toBe('giang.hoang@yahoo.com');
    expect(searchKey('ĐỖ BÍ MẬT')).toBe('do bi mat');
  });

  it('matches the start of any word with the words after it, not the middle of a word', () => {
    expect(matchesWordStart('Nguyễn Văn An', 'van an')).toBe(true);
    expect(matchesWordStart('Nguyễn Văn An', 'NGUYEN V')).toBe(true);
    expect(matchesWordStart('Nguyễn Văn An', 'an')).toBe(true);
    expect(matchesWordStart('Nguyễn Văn An', 'uyen')).toBe(false);
    expect(matchesWordStart('Nguyễn Văn An', 'nguyen an')).toBe(false);
    expect(matchesWordStart('Nguyễn Văn An', ' - ')).toBe(false);
  });
});

describe('digit tails and digits typed with separators (lib/text.ts, as server/db/sql/search.ts searches)', () => {
  it('keeps every tail of three digits or more of a number, its separators dropped', () => {
    expect(digitTails('0903 123-45')).toEqual(['090312345', '90312345', '0312345', '312345', '12345', '2345', '345']);
    expect(digitTails('SP-7')).toEqual([]);
  });

  it('are also looked for as bare digits, three or more, as the digit tails of phones and barcodes hold them', () => {
    expect(typedDigits('0903 123')).toBe('0903123');
    expect(typedDigits('(090) 312-3')).toBe('0903123');
    expect(typedDigits('0903.123.456')).toBe('0903123456');
  });

  it('are not when the search is bare digits already (it is its own key), not part of a number, or too short', () => {
    expect(typedDigits('345678')).toBeNull();
    expect(typedDigits('0 9')).toBeNull();
    expect(typedDigits('an 0903')).toBeNull();
    expect(typedDigits('SP0001')).toBeNull();
  });
});
