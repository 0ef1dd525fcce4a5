import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { productBody } from '@/lib/contracts/products';
import { money, optionalPastDate, optionalWeightKg, petSpecies, productGroup, queryFlag, serviceGroup } from '@/lib/contracts/rules';
import { customers } from '@/server/db/schema/customers';
import { recordsWithDigits } from '@/server/db/sql/search';
import { matchesWordStart, searchKey } from '@/lib/text';

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

  it('product bodies refuse stock on hand (the stock ledger owns it)', () => {
    const body = { code: 'A1', name: 'Sản phẩm', group: 1, unit: 'Hộp', salePrice: 1, averageCost: 1, minimumStock: 0 };
    expect(productBody.safeParse(body).success).toBe(true);
    const result = productBody.safeParse({ ...body, stockOnHand: 3 });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['stockOnHand', 'validation.readOnly']]);
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

describe('phone digits in a search (server/db/sql/search.ts)', () => {
  const digitsParam = (search: string) => {
    const query = recordsWithDigits(customers, [customers.phone], '00000000-0000-4000-8000-000000000000', search);
    return query && new PgDialect().sqlToQuery(query).params.at(-1);
  };

  it('looks for three or more digits, typed with or without separators, anywhere in the phone', () => {
    expect(digitsParam('0903 123')).toBe('%0903123%');
    expect(digitsParam('(090) 312-3')).toBe('%0903123%');
    expect(digitsParam('345')).toBe('%345%');
  });

  it('does not when the search is not part of a phone number, or too short to index', () => {
    expect(digitsParam('09')).toBeNull();
    expect(digitsParam('an 0903')).toBeNull();
    expect(digitsParam('SP0001')).toBeNull();
  });
});
