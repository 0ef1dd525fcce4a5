import { type Supplier, supplierBody, type SupplierInput, type SupplierListQuery } from '@/lib/contracts/suppliers';
import { suppliers } from '../../db/schema/suppliers';
import type { CatalogueSheet } from '../spreadsheets/sheet-definition';
import { listSuppliers } from './list-suppliers';
import { supplierValues } from './supplier-values';

const label = (field: string) => `suppliers.fields.${field}`;

/** Suppliers as a spreadsheet, bank details included. */
export const supplierSheet: CatalogueSheet<Supplier, SupplierInput, SupplierListQuery> = {
  name: 'suppliers',
  title: 'spreadsheets.sheetTitles.suppliers',
  contract: supplierBody,
  columns: [
    { key: 'name', label: label('name'), kind: { type: 'text' }, value: (s) => s.name, required: true, width: 32, example: 'Công ty TNHH Thú Y Xanh' },
    { key: 'alias', label: label('alias'), kind: { type: 'text' }, value: (s) => s.alias, required: true, width: 14, example: 'TY Xanh' },
    { key: 'address', label: label('address'), kind: { type: 'text' }, value: (s) => s.address, required: true, width: 40, example: '45 Nguyễn Trãi, Quận 5, TP.HCM' },
    { key: 'phone', label: label('phone'), kind: { type: 'phone' }, value: (s) => s.phone, required: true, width: 14, example: '0283456789' },
    { key: 'bankName', label: label('bankName'), kind: { type: 'text' }, value: (s) => s.bankName, width: 18, example: 'Vietcombank' },
    { key: 'bankBranch', label: label('bankBranch'), kind: { type: 'text' }, value: (s) => s.bankBranch, width: 18 },
    { key: 'accountNumber', label: label('accountNumber'), kind: { type: 'text' }, value: (s) => s.accountNumber, width: 18 },
    { key: 'accountName', label: label('accountName'), kind: { type: 'text' }, value: (s) => s.accountName, width: 24 },
    { key: 'isActive', label: label('isActive'), kind: { type: 'boolean' }, value: (s) => s.isActive, width: 12, example: true },
  ],
  unique: [],
  list: listSuppliers,
  insert: async (db, { shopId }, rows) => {
    await db.insert(suppliers).values(rows.map(({ input }) => supplierValues(shopId, input)));
  },
};
