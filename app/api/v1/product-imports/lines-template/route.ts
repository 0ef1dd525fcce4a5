import { route } from '@/server/http/route';
import { importLinesTemplate } from '@/server/modules/product-imports/import-lines-template';

export const GET = route({ auth: 'shop', permission: 'INVENTORY_IMPORT' }, ({ locale }) => importLinesTemplate({ locale }));
