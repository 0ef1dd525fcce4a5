import { updateEmployeeBody } from '@/lib/contracts/employees';
import { idParams } from '@/lib/contracts/params';
import { route } from '@/server/http/route';
import { getEmployee } from '@/server/modules/employees/get-employee';
import { updateEmployee } from '@/server/modules/employees/update-employee';

export const GET = route({ auth: 'shop', permission: 'STORE_EMPLOYEES_VIEW_DETAIL', params: idParams }, ({ db, shop, params }) =>
  getEmployee(db, { shopId: shop.id, employeeId: params.id }),
);

export const PUT = route({ auth: 'shop', permission: 'STORE_EMPLOYEES_UPDATE', params: idParams, body: updateEmployeeBody }, ({ db, shop, params, body, afterCommit }) =>
  updateEmployee(db, { shopId: shop.id, employeeId: params.id, changes: body, afterCommit }),
);
