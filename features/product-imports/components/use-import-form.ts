'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { SheetImportLine } from '@/lib/contracts/product-import-lines';
import { type ProductImport, productImportBody, type ProductImportInput } from '@/lib/contracts/product-imports';
import { FORM_OPTIONS } from '@/lib/forms';
import { useProducts } from '@/entities/products/product-options';
import { amountOf, emptyImport, formOfDraft, type ImportFormValues, type LineProduct, liveTotals, newLine, productsOfDraft, scannedLineIndex } from './import-form-values';
import type { PickedBy } from '@/entities/products/product-search';
import type { SupplierChoice } from './supplier-picker';

/**
 * The state of the import form: the body being typed (react-hook-form, checked by the server's own
 * contract), the supplier and the lines' products as shown, and the live sums. What is paid now
 * follows the total until the user types another amount.
 */
export function useImportForm(shopId: string, draft?: ProductImport) {
  const form = useForm<ImportFormValues, unknown, ProductImportInput>({ ...FORM_OPTIONS, resolver: zodResolver(productImportBody), defaultValues: draft ? formOfDraft(draft) : emptyImport() });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const [supplier, setSupplier] = useState<SupplierChoice | null>(draft?.supplier ?? null);
  const [products, setProducts] = useState(() => (draft ? productsOfDraft(draft) : new Map<string, LineProduct>()));
  // a draft names its products without their larger units: their records offer them
  const [draftProductIds] = useState(() => [...new Set(draft?.lines.map((l) => l.product.id) ?? [])]);
  const records = useProducts(shopId, draftProductIds);
  const productOf = (id: string) => records.find((r) => r.data?.id === id)?.data ?? products.get(id);

  const values = useWatch({ control: form.control });
  const totals = liveTotals(values);
  const followedTotal = useRef(draft && draft.payNow !== draft.total ? null : totals.total);
  useEffect(() => {
    if (followedTotal.current === null) return;
    if (amountOf(form.getValues('payNow')) !== followedTotal.current) {
      followedTotal.current = null; // the user typed their own amount: it stays
      return;
    }
    form.setValue('payNow', totals.total);
    followedTotal.current = totals.total;
  }, [form, totals.total]);

  const remember = (...found: LineProduct[]) => setProducts((known) => new Map([...known, ...found.map((p) => [p.id, p] as const)]));

  /** A picked product: a new line, or one more on its line when it was scanned again. */
  const addProduct = (product: LineProduct, by: PickedBy) => {
    remember(product);
    const index = by === 'scan' ? scannedLineIndex(form.getValues('lines'), product.id) : -1;
    if (index >= 0) form.setValue(`lines.${index}.quantity`, amountOf(form.getValues(`lines.${index}.quantity`)) + 1, { shouldDirty: true });
    else lines.append(newLine(product), { shouldFocus: false });
    form.clearErrors('lines');
  };

  const addSheetLines = (read: SheetImportLine[]) => {
    remember(...read.map((l) => l.product));
    lines.append(
      read.map(({ productId, unitName, quantity, unitCost, discount, batchNo, expiresOn }) => ({ productId, unitName, quantity, unitCost, discount, batchNo: batchNo ?? '', expiresOn: expiresOn ?? '' })),
      { shouldFocus: false },
    );
    form.clearErrors('lines');
  };

  const chooseSupplier = (choice: SupplierChoice | null) => {
    setSupplier(choice);
    form.setValue('supplierId', choice?.id ?? '');
    form.clearErrors('supplierId');
  };

  return { form, lines, supplier, chooseSupplier, productOf, addProduct, addSheetLines, totals };
}
