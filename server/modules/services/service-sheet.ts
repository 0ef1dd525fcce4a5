import { type Service, serviceBody, type ServiceInput, type ServiceListQuery } from '@/lib/contracts/services';
import { SERVICE_GROUP_IDS, ServiceGroup } from '@/lib/enums/services';
import { services } from '../../db/schema/services';
import type { CatalogueSheet } from '../spreadsheets/sheet-definition';
import { listServices } from './list-services';
import { serviceValues } from './service-values';

const label = (field: string) => `services.fields.${field}`;

/** Services as a spreadsheet: the group by its translated name, the price in đồng. */
export const serviceSheet: CatalogueSheet<Service, ServiceInput, ServiceListQuery> = {
  name: 'services',
  title: 'spreadsheets.sheetTitles.services',
  contract: serviceBody,
  columns: [
    { key: 'name', label: label('name'), kind: { type: 'text' }, value: (s) => s.name, required: true, width: 32, example: 'Tắm gội chó dưới 5kg' },
    {
      key: 'group',
      label: label('group'),
      kind: { type: 'enum', options: SERVICE_GROUP_IDS.map((id) => ({ value: id, label: `common.serviceGroups.${id}` })) },
      value: (s) => s.group,
      required: true,
      width: 18,
      example: ServiceGroup.SPA,
    },
    { key: 'price', label: label('price'), kind: { type: 'number' }, value: (s) => s.price, required: true, width: 14, example: 150000 },
    { key: 'unit', label: label('unit'), kind: { type: 'text' }, value: (s) => s.unit, required: true, width: 10, example: 'lần' },
    { key: 'description', label: label('description'), kind: { type: 'text' }, value: (s) => s.description, width: 40 },
    { key: 'isActive', label: label('isActive'), kind: { type: 'boolean' }, value: (s) => s.isActive, width: 12, example: true },
  ],
  unique: [],
  list: listServices,
  insert: async (db, { shopId }, rows) => {
    await db.insert(services).values(rows.map(({ input }) => serviceValues(shopId, input)));
  },
};
