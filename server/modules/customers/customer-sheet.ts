import { type Customer, customerBody, type CustomerInput, type CustomerListQuery } from '@/lib/contracts/customers';
import { customers } from '../../db/schema/customers';
import { onUniqueViolation } from '../../db/sql/constraint-violation';
import type { CatalogueSheet } from '../spreadsheets/sheet-definition';
import { phoneTaken } from './assert-unique-phone';
import { customerValues } from './customer-values';
import { listCustomers } from './list-customers';

const label = (field: string) => `customers.fields.${field}`;

/** Customers as a spreadsheet; pets count and debt are exported for reading, never imported. */
export const customerSheet: CatalogueSheet<Customer, CustomerInput, CustomerListQuery> = {
  name: 'customers',
  title: 'spreadsheets.sheetTitles.customers',
  contract: customerBody,
  columns: [
    { key: 'name', label: label('name'), kind: { type: 'text' }, value: (c) => c.name, required: true, width: 28, example: 'Nguyễn Thị Mai' },
    { key: 'phone', label: label('phone'), kind: { type: 'phone' }, value: (c) => c.phone, width: 14, example: '0912345678' },
    { key: 'address', label: label('address'), kind: { type: 'text' }, value: (c) => c.address, width: 40, example: '12 Lê Lợi, Phường Bến Nghé, Quận 1' },
    { key: 'email', label: label('email'), kind: { type: 'text' }, value: (c) => c.email, width: 26, example: 'mai.nguyen@example.vn' },
    { key: 'note', label: label('note'), kind: { type: 'text' }, value: (c) => c.note, width: 30 },
    { key: 'petsCount', label: label('petsCount'), kind: { type: 'number' }, value: (c) => c.petsCount, exportOnly: true, width: 10 },
    { key: 'debt', label: label('debt'), kind: { type: 'number' }, value: (c) => c.debt, exportOnly: true, width: 14 },
    { key: 'isActive', label: label('isActive'), kind: { type: 'boolean' }, value: (c) => c.isActive, width: 12, example: true },
  ],
  unique: [{ key: 'phone', table: customers, shopColumn: customers.shopId, column: customers.phone, taken: 'errors.phoneTaken' }],
  list: listCustomers,
  insert: async (db, { shopId }, rows) => {
    await onUniqueViolation(() => db.insert(customers).values(rows.map(({ input }) => customerValues(shopId, input))), { customers_shop_id_phone_key: phoneTaken });
  },
};
