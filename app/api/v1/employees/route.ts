import { createEmployeeBody, employeeListQuery } from '@/lib/contracts/employees';
import { route } from '@/server/http/route';
import { createEmployee } from '@/server/modules/employees/create-employee';
import { listEmployees } from '@/server/modules/employees/list-employees';

export const GET = route({ auth: 'shop', permission: 'STORE_EMPLOYEES_VIEW_DETAIL', query: employeeListQuery }, ({ db, shop, query }) =>
  listEmployees(db, { shopId: shop.id, query }),
);

export const POST = route({ auth: 'shop', permission: 'STORE_EMPLOYEES_CREATE', body: createEmployeeBody }, ({ db, shop, body }) =>
  createEmployee(db, { shopId: shop.id, employee: body }),
);
