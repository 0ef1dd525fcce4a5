import type { ZodType } from 'zod';
import { importForm } from '@/lib/contracts/spreadsheets';
import type { Permission } from '@/lib/permissions';
import { exportSheet } from '../modules/spreadsheets/export-sheet';
import { importSheet } from '../modules/spreadsheets/import-sheet';
import type { CatalogueSheet } from '../modules/spreadsheets/sheet-definition';
import { templateSheet } from '../modules/spreadsheets/template-sheet';
import { badRequest } from '../core/app-error';
import { route } from './route';

/**
 * The three spreadsheet routes of a catalogue: `GET …/export` (the filtered list; CATALOGUE_EXPORT,
 * since it takes the whole catalogue out of the shop), `GET …/import-template` and `POST …/import`
 * (a multipart `document`, create permission).
 */
export function sheetRoutes<R, I, Q>(input: { sheet: CatalogueSheet<R, I, Q>; listQuery: ZodType<Q>; create: Permission }) {
  const { sheet } = input;
  return {
    export: route({ auth: 'shop', permission: 'CATALOGUE_EXPORT', query: input.listQuery }, ({ db, shop, query, locale }) =>
      exportSheet(db, { sheet, shopId: shop.id, query, locale }),
    ),
    template: route({ auth: 'shop', permission: input.create }, async ({ locale }) => templateSheet({ sheet, locale })),
    import: route(
      { auth: 'shop', permission: input.create, body: importForm, upload: { field: 'document', required: true, accept: 'spreadsheet' } },
      async ({ db, shop, user, body, file, locale, afterCommit }) => {
        if (!file) throw badRequest('errors.fileRequired');
        return importSheet(db, { ...body, sheet, shopId: shop.id, userId: user.id, file, locale, afterCommit });
      },
    ),
  };
}
