import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceTotals, percentOf, type InvoiceLineFigures } from '@/lib/books/invoice-totals';
import type { VatSettings } from '@/lib/contracts/shops';
import { InvoiceKind, lineVatKey } from '@/lib/enums/invoices';
import { ProductGroup } from '@/lib/enums/products';

// The money rules of an invoice (DESIGN §6) as worked examples: each line's VAT key, the invoice
// discount shared over the lines with its remainders, VAT rounded half up per line, and mixed
// rates — since July 2025 a clinic's services are VAT-exempt (KCT) while its pet food is taxed.

const off = { isEnabled: false, percent: 0 };
const on = (percent: number) => ({ isEnabled: true, percent });
/** A clinic of 2026: goods at 8 % (the reduced rate), care exempt, grooming and hotel at 10 %. */
const CLINIC: VatSettings = { sale: on(8), grooming: on(10), healthcare: off, hotel: on(10) };
const NO_VAT: VatSettings = { sale: off, grooming: off, healthcare: off, hotel: off };

const service = (unitPrice: number, quantity = 1, discount = 0): InvoiceLineFigures => ({ kind: 'service', quantity, unitPrice, discount });
const goods = (unitPrice: number, quantity = 1, discount = 0): InvoiceLineFigures => ({ kind: 'product', productGroup: ProductGroup.SALE_GOODS, quantity, unitPrice, discount });
const medicine = (unitPrice: number, quantity = 1, discount = 0): InvoiceLineFigures => ({ kind: 'product', productGroup: ProductGroup.MEDICINE, quantity, unitPrice, discount });

describe('the VAT key of a line', () => {
  it.each([
    ['a retail sale’s medicine', InvoiceKind.RETAIL, medicine(1), 'sale'],
    ['a retail sale’s goods', InvoiceKind.RETAIL, goods(1), 'sale'],
    ['an examination', InvoiceKind.HEALTHCARE, service(1), 'healthcare'],
    ['medicine used at an examination', InvoiceKind.HEALTHCARE, medicine(1), 'healthcare'],
    ['pet food sold with an examination', InvoiceKind.HEALTHCARE, goods(1), 'sale'],
    ['a home visit', InvoiceKind.HOME, service(1), 'healthcare'],
    ['inpatient care', InvoiceKind.INPATIENT_CARE, service(1), 'healthcare'],
    ['a grooming', InvoiceKind.GROOMING, service(1), 'grooming'],
    ['shampoo used at a grooming', InvoiceKind.GROOMING, { ...medicine(1), productGroup: ProductGroup.CHEMICALS }, 'grooming'],
    ['a hotel night', InvoiceKind.HOTEL, service(1), 'hotel'],
  ].map(([label, kind, line, key]) => ({ label, kind, line, key })))('$label uses the $key key', ({ kind, line, key }) => {
    expect(lineVatKey(kind as InvoiceKind, line as InvoiceLineFigures)).toBe(key);
  });
});

describe('VAT rounded half up per line', () => {
  it.each([
    [100_000, 8, 8_000],
    [12_345, 10, 1_235], // 1 234,5 → 1 235
    [12_344, 10, 1_234], // 1 234,4 → 1 234
    [18_750, 8, 1_500],
    [18_756, 8, 1_500], // 1 500,48
    [18_757, 8, 1_501], // 1 500,56
    [1, 10, 0], // 0,1
    [5, 10, 1], // 0,5 → 1
    [200_000, 5.5, 11_000],
    [0, 10, 0],
  ])('%i đồng at %d %% is %i', (base, percent, vat) => {
    expect(percentOf(base, percent)).toBe(vat);
  });
});

describe('an invoice’s totals', () => {
  it('a visit mixing exempt care (KCT) with goods at 8 %: only the goods carry VAT', () => {
    const t = invoiceTotals({ kind: InvoiceKind.HEALTHCARE, lines: [service(150_000), medicine(12_000, 10), goods(185_000)], discount: 0, vatSettings: CLINIC });
    expect(t.lines.map((l) => [l.amount, l.taxableBase, l.vatPercent, l.vat])).toEqual([
      [150_000, 150_000, null, 0],
      [120_000, 120_000, null, 0],
      [185_000, 185_000, 8, 14_800],
    ]);
    expect(t).toMatchObject({ subtotal: 455_000, discount: 0, vat: 14_800, total: 469_800 });
  });

  it('a grooming at 10 % with shampoo and pet food at 8 %: two rates on one bill', () => {
    const t = invoiceTotals({ kind: InvoiceKind.GROOMING, lines: [service(250_000), { ...medicine(45_000), productGroup: ProductGroup.CHEMICALS }, goods(32_500, 3)], discount: 0, vatSettings: CLINIC });
    expect(t.lines.map((l) => [l.vatPercent, l.vat])).toEqual([[10, 25_000], [10, 4_500], [8, 7_800]]);
    expect(t).toMatchObject({ subtotal: 392_500, vat: 37_300, total: 429_800 });
  });

  it('shares the invoice discount over the lines by their amounts, remainders to the largest fractions, then taxes what is left', () => {
    // 100 000 off 3 lines of 300 000, 200 000 and 100 000: exactly 50 000, 33 333,3 and 16 666,7
    const t = invoiceTotals({ kind: InvoiceKind.RETAIL, lines: [goods(300_000), goods(200_000), goods(100_000)], discount: 100_000, vatSettings: CLINIC });
    expect(t.lines.map((l) => [l.invoiceDiscount, l.taxableBase, l.vat])).toEqual([
      [50_000, 250_000, 20_000],
      [33_333, 166_667, 13_333], // 13 333,36
      [16_667, 83_333, 6_667], // 6 666,64
    ]);
    expect(t).toMatchObject({ subtotal: 600_000, discount: 100_000, vat: 40_000, total: 540_000 });
  });

  it('gives the đồng left over to the larger line when the fractions are equal', () => {
    const t = invoiceTotals({ kind: InvoiceKind.RETAIL, lines: [goods(10_000), goods(20_000), goods(10_000)], discount: 1, vatSettings: NO_VAT });
    expect(t.lines.map((l) => l.invoiceDiscount)).toEqual([0, 1, 0]);
  });

  it('takes line discounts before the invoice discount is shared, and a free gift line takes no share', () => {
    const gift = goods(0, 2);
    const t = invoiceTotals({ kind: InvoiceKind.RETAIL, lines: [goods(50_000, 2, 10_000), gift, goods(30_000)], discount: 13_000, vatSettings: CLINIC });
    expect(t.lines.map((l) => [l.amount, l.invoiceDiscount, l.taxableBase, l.vat])).toEqual([
      [90_000, 9_750, 80_250, 6_420],
      [0, 0, 0, 0],
      [30_000, 3_250, 26_750, 2_140],
    ]);
    expect(t).toMatchObject({ subtotal: 120_000, discount: 13_000, vat: 8_560, total: 115_560 });
  });

  it('a shop with VAT off shows none: every line KCT, total = subtotal − discount', () => {
    const t = invoiceTotals({ kind: InvoiceKind.HOTEL, lines: [service(180_000, 3), goods(95_000)], discount: 35_000, vatSettings: NO_VAT });
    expect(t.lines.every((l) => l.vatPercent === null && l.vat === 0)).toBe(true);
    expect(t).toMatchObject({ subtotal: 635_000, vat: 0, total: 600_000 });
  });

  it('a percent discount is rounded half up to the đồng', () => {
    expect([percentOf(455_000, 10), percentOf(123_455, 10), percentOf(123_454, 10), percentOf(99_999, 12.5)]).toEqual([45_500, 12_346, 12_345, 12_500]);
  });

  it('for any lines and discount up to the subtotal: shares add up, no base below zero, VAT within half a đồng per line, total = subtotal − discount + VAT', () => {
    const line = fc.record({
      kind: fc.constantFrom('service' as const, 'product' as const),
      productGroup: fc.constantFrom(0, 1, 2, 3, 4),
      quantity: fc.integer({ min: 1, max: 500 }),
      unitPrice: fc.integer({ min: 0, max: 5_000_000 }),
      discount: fc.constant(0),
    });
    const rate = fc.record({ isEnabled: fc.boolean(), percent: fc.constantFrom(0, 5, 8, 10, 5.5) });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 15 }), fc.nat(), fc.constantFrom(...Object.values(InvoiceKind)), fc.record({ sale: rate, grooming: rate, healthcare: rate, hotel: rate }), (lines, seed, kind, vatSettings) => {
        const subtotal = lines.reduce((s, l) => s + l.quantity * l.unitPrice, 0);
        const discount = seed % (subtotal + 1);
        const t = invoiceTotals({ kind, lines, discount, vatSettings });
        expect(t.lines.reduce((s, l) => s + l.invoiceDiscount, 0)).toBe(discount);
        for (const l of t.lines) {
          expect(l.taxableBase).toBeGreaterThanOrEqual(0);
          if (l.vatPercent !== null) expect(Math.abs(l.vat - (l.taxableBase * l.vatPercent) / 100)).toBeLessThanOrEqual(0.5 + 1e-6);
        }
        expect(t.total).toBe(t.subtotal - discount + t.vat);
      }),
    );
  });
});
