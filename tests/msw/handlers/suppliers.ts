import { supplierBody, supplierListQuery, supplierPage, supplierResponse } from '@/lib/contracts/suppliers';
import { mockState } from '../data';
import { catalogueHandlers, newRecord } from './catalogue';

// ---- suppliers (/suppliers, SPEC §3/§5), as server/modules/suppliers: the shop admin and the accountant ----

export const supplierHandlers = catalogueHandlers({
  path: '/suppliers',
  table: () => mockState.suppliers,
  // SPEC §6 names only "supplier create" for writing; editing and deleting take the same permission
  permissions: { view: 'SUPPLIER_VIEW_DETAILS', create: 'SUPPLIER_CREATE', change: 'SUPPLIER_CREATE', remove: 'SUPPLIER_CREATE' },
  notFoundKey: 'errors.supplierNotFound',
  listQuery: supplierListQuery,
  searchFields: (s) => [{ words: [s.name, s.alias, s.phone], digits: [s.phone] }],
  body: supplierBody,
  create: newRecord,
  item: (s) => supplierResponse.parse(s),
  page: supplierPage,
  // no document refers to suppliers yet, so a delete always removes (server/modules/suppliers/delete-supplier.ts)
});
