import { describe, expect, it } from 'vitest';
import { amountOf, factorOf, isPastDay, liveTotals, productsOfDraft, scannedLineIndex } from '@/features/product-imports/components/import-form-values';
import { readLineRow, type SheetLineProduct, unitNamed } from '@/lib/contracts/product-import-lines';
import type { ProductImport } from '@/lib/contracts/product-imports';

// The pure pieces of the supplier import screens: the live sums of the form as typed, units and
// their factors, where a second scan lands, a past expiry, and a sheet row read as a line.

const pills: SheetLineProduct = { id: '11111111-1111-4111-8111-111111111111', code: 'SP0001', barcode: null, name: 'Amoxicillin 500mg', unit: 'viên', units: [{ name: 'hộp', factor: 10 }], averageCost: 1_400 };

describe('the form’s live sums', () => {
  it('take what is typed, counting what is not a number yet as 0', () => {
    expect(amountOf('1500')).toBe(1500);
    expect(amountOf(' ')).toBe(0);
    expect(amountOf('12a')).toBe(0);
    expect(amountOf(undefined)).toBe(0);
  });

  it('sum the lines less the import discount plus other costs, and owe what is not paid now, never below 0', () => {
    const lines = [
      { quantity: '10', unitCost: '1500', discount: '1000' },
      { quantity: 2, unitCost: 14_000, discount: 0 },
    ];
    expect(liveTotals({ lines, discount: '2000', otherCosts: '5000', payNow: '30000' })).toEqual({ subtotal: 42_000, total: 45_000, debt: 15_000 });
    expect(liveTotals({ lines, discount: 0, otherCosts: 0, payNow: 99_000 }).debt).toBe(0);
    expect(liveTotals({})).toEqual({ subtotal: 0, total: 0, debt: 0 });
  });
});

describe('units and lines', () => {
  it('find a unit by name whatever its case, with its factor; the base unit is 1', () => {
    expect(unitNamed(pills, 'Hộp')).toEqual({ name: 'hộp', factor: 10 });
    expect(unitNamed(pills, 'VIÊN')).toEqual({ name: 'viên', factor: 1 });
    expect(unitNamed(pills, 'thùng')).toBeNull();
    expect(factorOf(pills, 'hộp')).toBe(10);
    expect(factorOf(undefined, 'hộp')).toBe(1);
  });

  it('add a second scan to the product’s last line', () => {
    const lines = [{ productId: 'a' }, { productId: 'b' }, { productId: 'a' }];
    expect(scannedLineIndex(lines, 'a')).toBe(2);
    expect(scannedLineIndex(lines, 'c')).toBe(-1);
  });

  it('warn of an expiry before today only for a whole day', () => {
    expect(isPastDay('2024-12-31', '2025-01-01')).toBe(true);
    expect(isPastDay('2025-01-01', '2025-01-01')).toBe(false);
    expect(isPastDay('01/01/20', '2025-01-01')).toBe(false);
    expect(isPastDay('', '2025-01-01')).toBe(false);
  });

  it('know a draft’s products and the larger units its lines use', () => {
    const product = { id: pills.id, code: 'SP0001', barcode: null, name: 'Amoxicillin 500mg', unit: 'viên' };
    const lineOf = (unitName: string, unitFactor: number) => ({ product, unitName, unitFactor }) as ProductImport['lines'][number];
    const draft = { lines: [lineOf('hộp', 10), lineOf('viên', 1), lineOf('hộp', 10)] } as ProductImport;
    expect(productsOfDraft(draft).get(pills.id)).toMatchObject({ unit: 'viên', units: [{ name: 'hộp', factor: 10 }] });
  });
});

describe('a sheet row', () => {
  const byCode = (code: string) => (code === 'SP0001' ? pills : undefined);

  it('becomes a line: its unit as the product spells it, dd/MM/yyyy as a day, the base unit when empty', () => {
    expect(readLineRow(2, { productCode: 'SP0001', quantity: '2', unitName: 'HỘP', unitCost: '14000', batchNo: 'L1', expiresOn: '31/12/2027' }, byCode)).toEqual({
      line: { productId: pills.id, unitName: 'hộp', quantity: 2, unitCost: 14_000, discount: 0, batchNo: 'L1', expiresOn: '2027-12-31', product: pills },
      issues: [],
    });
    expect(readLineRow(3, { productCode: 'SP0001', quantity: 5, unitCost: 1_400, expiresOn: '2028-06-30' }, byCode).line).toMatchObject({ unitName: 'viên', batchNo: null, expiresOn: '2028-06-30' });
  });

  it('names its column and rule when it is wrong', () => {
    expect(readLineRow(4, { productCode: 'SP0001', quantity: 0, unitCost: -1, expiresOn: '30/02/2027' }, byCode).issues).toEqual([
      { row: 4, column: 'quantity', message: 'validation.positiveQuantity' },
      { row: 4, column: 'unitCost', message: 'validation.nonNegativeInteger' },
      { row: 4, column: 'expiresOn', message: 'validation.isoDate' },
    ]);
    expect(readLineRow(5, { productCode: 'SP0999', quantity: 1, unitCost: 1 }, byCode).issues).toEqual([{ row: 5, column: 'productCode', message: 'product-imports.sheet.codeNotFound' }]);
    expect(readLineRow(6, { productCode: 'SP0001', quantity: 1, unitName: 'thùng', unitCost: 1 }, byCode).issues).toEqual([{ row: 6, column: 'unitName', message: 'validation.unknownUnit' }]);
  });
});
