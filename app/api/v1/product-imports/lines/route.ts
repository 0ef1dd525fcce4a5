import { route } from '@/server/http/route';
import { readImportLines } from '@/server/modules/product-imports/read-import-lines';

// an import's lines read from an Excel sheet for the form; nothing is written, so no transaction
export const POST = route(
  { auth: 'shop', permission: 'INVENTORY_IMPORT', upload: { field: 'document', required: true, accept: 'spreadsheet' }, transactional: false, audit: false },
  ({ db, shop, file, locale }) => readImportLines(db, { shopId: shop.id, data: file!.data, locale }),
);
