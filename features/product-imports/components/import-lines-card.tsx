'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Card } from 'react-bootstrap';
import type { UseFieldArrayReturn, UseFormReturn } from 'react-hook-form';
import { useFieldMessage } from '@/components/ui/form-field';
import { lazyDialog, OpenerButton } from '@/components/ui/on-demand-dialog';
import type { SheetImportLine } from '@/lib/contracts/product-import-lines';
import type { ProductImportInput } from '@/lib/contracts/product-imports';
import type { ImportFormValues, LineProduct } from './import-form-values';
import { ImportLineFields } from './import-line-fields';
import { type PickedBy, ProductSearch } from '@/entities/products/product-search';

// the Excel dialog loads with its code when first opened, not with the form
const ImportLinesDialog = lazyDialog(() => import('./import-lines-dialog').then((m) => m.ImportLinesDialog));

interface ImportLinesCardProps {
  shopId: string;
  form: UseFormReturn<ImportFormValues, unknown, ProductImportInput>;
  lines: UseFieldArrayReturn<ImportFormValues, 'lines'>;
  productOf: (id: string) => LineProduct | undefined;
  onPick: (product: LineProduct, by: PickedBy) => void;
  onSheetLines: (lines: SheetImportLine[]) => void;
}

/** "Hàng nhập": the product search (typed, scanned or from an Excel sheet) and the lines it made. */
export function ImportLinesCard({ shopId, form, lines, productOf, onPick, onSheetLines }: ImportLinesCardProps) {
  const t = useTranslations('product-imports');
  const message = useFieldMessage();
  const [sheetOpen, setSheetOpen] = useState(false);
  const linesError = form.formState.errors.lines;
  // "at least one line" is the array's own rule: the resolver files it under root, the server under the name
  const linesMessage = message(linesError?.root?.message ?? linesError?.message);

  return (
    <Card className="border-0 shadow-sm mb-3">
      <Card.Header className="bg-transparent fw-semibold d-flex align-items-center justify-content-between">
        <span>
          {t('form.lines')} <span className="text-body-secondary fw-normal">({lines.fields.length})</span>
        </span>
        <OpenerButton size="sm" variant="outline-secondary" onClick={() => setSheetOpen(true)}>
          <i className="bi bi-file-earmark-spreadsheet me-1" aria-hidden="true" />
          {t('sheet.button')}
        </OpenerButton>
      </Card.Header>
      <Card.Body>
        <ProductSearch shopId={shopId} onPick={onPick} />
        {linesMessage && (
          <div className="text-danger small mb-2" role="alert">
            {linesMessage}
          </div>
        )}
        {lines.fields.length === 0 && <p className="text-body-secondary text-center py-3 mb-0">{t('form.noLines')}</p>}
        {lines.fields.map((field, index) => (
          <ImportLineFields key={field.id} form={form} index={index} product={productOf(String(field.productId))} onRemove={() => lines.remove(index)} />
        ))}
      </Card.Body>
      {sheetOpen && <ImportLinesDialog shopId={shopId} onAdd={onSheetLines} onClose={() => setSheetOpen(false)} />}
    </Card>
  );
}
