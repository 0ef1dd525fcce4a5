import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { importLinesAnswer } from '@/lib/contracts/product-import-lines';

/** Where the sheet to fill in comes from (GET, an .xlsx in the caller's language). */
export const LINES_TEMPLATE_PATH = '/product-imports/lines-template';

/** POST /product-imports/lines: the sheet's rows as lines for the form, and its bad rows; nothing is saved. */
export async function readImportLines(shopId: string, file: File) {
  const form = new FormData();
  form.set('document', file);
  const { data } = await api.post('/product-imports/lines', form, { headers: { 'shop-Id': shopId } });
  return importLinesAnswer.parse(data);
}

// silent: the dialog shows a refused file itself
export const useReadImportLines = (shopId: string) => useMutation({ mutationFn: (file: File) => readImportLines(shopId, file), meta: { silent: true } });
