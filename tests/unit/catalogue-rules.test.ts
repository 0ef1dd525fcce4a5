import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { productBody } from '@/lib/contracts/products';
import { money, optionalPastDate, optionalWeightKg, petSpecies, productGroup, queryFlag, serviceGroup } from '@/lib/contracts/rules';
import { customers } from '@/server/db/schema/customers';
import { matchesSearch } from '@/server/db/sql/fold';

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

describe('matchesSearch', () => {
  const render = (search: string) => new PgDialect().sqlToQuery(matchesSearch(customers.searchText, search));

  it('folds accents and case into one LIKE pattern, escaping wildcards', () => {
    expect(render('Nguyễn Văn A').params).toEqual(['%nguyen van a%']);
    expect(render('50%_off').params).toEqual(['%50\\%\\_off%']);
  });

  it('also matches digits typed with separators as bare digits (phones), and as typed (codes)', () => {
    expect(render('0903 123').params).toEqual(['%0903 123%', '%0903123%']);
    expect(render('2024-01').params).toEqual(['%2024-01%', '%202401%']);
    expect(render('0903123').params).toEqual(['%0903123%']);
  });
});
