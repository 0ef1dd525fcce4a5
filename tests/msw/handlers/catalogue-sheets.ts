import type { HttpHandler } from 'msw';
import type { ZodType } from 'zod';
import type { SheetCatalogue } from '@/lib/api/spreadsheets';
import { customerBody } from '@/lib/contracts/customers';
import { petBody } from '@/lib/contracts/pets';
import { productBody } from '@/lib/contracts/products';
import { serviceBody } from '@/lib/contracts/services';
import { supplierBody } from '@/lib/contracts/suppliers';
import { GENDER_IDS } from '@/lib/enums/people';
import { PET_SPECIES, PET_STATUS_IDS } from '@/lib/enums/pets';
import { PRODUCT_GROUP_IDS } from '@/lib/enums/products';
import { SERVICE_GROUP_IDS } from '@/lib/enums/services';
import type { Permission } from '@/lib/permissions';
import type { MockCatalogue } from '../catalogue-data';
import { type MockShop, mockState } from '../data';
import { newRecord } from './catalogue';
import { customerHandlers, newCustomer } from './customers';
import { petHandlers } from './pets';
import { productHandlers } from './products';
import { serviceHandlers } from './services';
import { supplierHandlers } from './suppliers';

// The five catalogues as spreadsheets (server/modules/<catalogue>/<catalogue>-sheet.ts): their
// columns with the header each is found by, the create contract a row must pass, the values that
// must stay unique in the shop, and how a valid row is added to mockState. handlers/spreadsheets.ts
// serves them.

export type Options = ReadonlyArray<{ value: number | string; label: string }>;
export type Kind = 'text' | 'phone' | 'number' | 'boolean' | Options;

export interface Column {
  /** the contract's field, and the key of a row error */
  key: string;
  /** translation key of the header */
  label: string;
  kind?: Kind;
  required?: boolean;
  /** shown in an export, not read back (a pet's owner name, stock on hand) */
  exportOnly?: boolean;
  /** the export's value when it is not the item's field of the same key */
  value?: (item: Record<string, unknown>) => unknown;
}

export interface MockSheet<B> {
  table: keyof MockCatalogue;
  /** the catalogue's handlers: the export reads the list through them, with its permission */
  list: HttpHandler[];
  create: Permission;
  columns: Column[];
  body: ZodType<B>;
  /** a value naming one record of the shop, and the message when it is taken */
  unique?: Array<{ key: string; taken: string }>;
  /** turns cells naming another record into contract input (a pet's owner by phone) */
  resolve?(shop: MockShop, values: Record<string, unknown>): string | undefined;
  insert(shop: MockShop, input: B): void;
}

const enumOf = (values: ReadonlyArray<number | string>, key: string): Options => values.map((value) => ({ value, label: `common.${key}.${value}` }));
const col = (namespace: string) => (key: string, kind: Kind = 'text', more: Partial<Column> = {}): Column => ({ key, label: `${namespace}.fields.${key}`, kind, ...more });

const customer = col('customers');
const pet = col('pets');
const service = col('services');
const product = col('products');
const supplier = col('suppliers');
const required = { required: true };

/** Keeps a sheet's contract and insert of one type while SHEETS holds them all. */
function sheet<B>(definition: MockSheet<B>): MockSheet<never> {
  return definition as unknown as MockSheet<never>;
}

function add<K extends keyof MockCatalogue>(table: K, row: MockCatalogue[K][string]) {
  (mockState[table] as Record<string, MockCatalogue[K][string]>)[row.id] = row;
}

export const SHEETS: Record<SheetCatalogue, MockSheet<never>> = {
  customers: sheet({
    table: 'customers',
    list: customerHandlers,
    create: 'CUSTOMER_VIEW_DETAILS',
    columns: [customer('name', 'text', required), customer('phone', 'phone'), customer('address'), customer('email'), customer('note'), customer('petsCount', 'number', { exportOnly: true }), customer('debt', 'number', { exportOnly: true }), customer('isActive', 'boolean')],
    body: customerBody,
    unique: [{ key: 'phone', taken: 'errors.phoneTaken' }],
    insert: (shop, input) => add('customers', newCustomer(shop, input)),
  }),
  pets: sheet({
    table: 'pets',
    list: petHandlers,
    create: 'PET_VIEW_DETAILS',
    columns: [
      { key: 'ownerPhone', label: 'spreadsheets.ownerPhone', kind: 'phone', required: true, value: (p) => (p.owner as { phone: string | null }).phone },
      pet('owner', 'text', { exportOnly: true, value: (p) => (p.owner as { name: string }).name }),
      pet('name', 'text', required),
      pet('species', enumOf(PET_SPECIES, 'petSpecies'), required),
      pet('breed'),
      pet('gender', enumOf(GENDER_IDS, 'petGender')),
      pet('birthDate'),
      pet('weightKg', 'number'),
      pet('colour'),
      pet('microchip'),
      pet('isSterilised', 'boolean'),
      pet('status', enumOf(PET_STATUS_IDS, 'petStatus')),
      pet('note'),
      pet('isActive', 'boolean'),
    ],
    body: petBody,
    // the owner is the shop's customer with that phone (server/modules/pets/resolve-pet-owners.ts)
    resolve: (shop, values) => {
      const phone = typeof values.ownerPhone === 'string' ? values.ownerPhone.trim() : '';
      const owner = Object.values(mockState.customers).find((c) => c.shopId === shop.id && phone !== '' && c.phone === phone);
      values.customerId = owner?.id ?? '00000000-0000-0000-0000-000000000000';
      return owner ? undefined : phone ? 'errors.ownerPhoneNotFound' : 'validation.required';
    },
    insert: (shop, input) => {
      const weights = input.weightKg === null ? [] : [{ id: crypto.randomUUID(), weightKg: input.weightKg, measuredAt: new Date().toISOString() }];
      add('pets', { ...newRecord(shop, input), hasActivity: false, weights });
    },
  }),
  services: sheet({
    table: 'services',
    list: serviceHandlers,
    create: 'SERVICE_CREATE',
    columns: [service('name', 'text', required), service('group', enumOf(SERVICE_GROUP_IDS, 'serviceGroups'), required), service('price', 'number', required), service('unit', 'text', required), service('description'), service('isActive', 'boolean')],
    body: serviceBody,
    insert: (shop, input) => add('services', { ...newRecord(shop, input), hasActivity: false }),
  }),
  products: sheet({
    table: 'products',
    list: productHandlers,
    create: 'PRODUCT_CREATE',
    columns: [
      product('code', 'text', required),
      product('barcode'),
      product('name', 'text', required),
      product('group', enumOf(PRODUCT_GROUP_IDS, 'productGroups'), required),
      product('unit', 'text', required),
      product('salePrice', 'number', required),
      product('averageCost', 'number', { exportOnly: true }),
      product('minimumStock', 'number', required),
      product('stockOnHand', 'number', { exportOnly: true }),
      product('isActive', 'boolean'),
    ],
    body: productBody,
    unique: [
      { key: 'code', taken: 'errors.productCodeTaken' },
      { key: 'barcode', taken: 'errors.barcodeTaken' },
    ],
    insert: (shop, input) => add('products', { ...newRecord(shop, input), stockOnHand: 0, averageCost: 0 }),
  }),
  suppliers: sheet({
    table: 'suppliers',
    list: supplierHandlers,
    create: 'SUPPLIER_CREATE',
    columns: [supplier('name', 'text', required), supplier('alias', 'text', required), supplier('address', 'text', required), supplier('phone', 'phone', required), supplier('bankName'), supplier('bankBranch'), supplier('accountNumber'), supplier('accountName'), supplier('isActive', 'boolean')],
    body: supplierBody,
    insert: (shop, input) => add('suppliers', newRecord(shop, input)),
  }),
};
