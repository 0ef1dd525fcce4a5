import { updateEmployeeBody } from '@/lib/contracts/employees';
import { idParams } from '@/lib/contracts/params';
import { route } from '@/server/http/route';
import { findEmployee } from '@/server/modules/employees/find-employee';
import { toEmployeeResponse } from '@/server/modules/employees/to-employee-response';
import { updateEmployee } from '@/server/modules/employees/update-employee';

export const GET = route({ auth: 'shop', permission: 'STORE_EMPLOYEES_VIEW_DETAIL', params: idParams }, async ({ db, shop, params }) =>
  toEmployeeResponse(await findEmployee(db, { shopId: shop.id, employeeId: params.id })),
);

export const PUT = route({ auth: 'shop', permission: 'STORE_EMPLOYEES_UPDATE', params: idParams, body: updateEmployeeBody }, ({ db, shop, params, body, afterCommit }) =>
  updateEmployee(db, { shopId: shop.id, employeeId: params.id, changes: body, afterCommit }),
);
