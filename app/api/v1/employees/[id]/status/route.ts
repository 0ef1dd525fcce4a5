import { employeeStatusBody } from '@/lib/contracts/employees';
import { idParams } from '@/lib/contracts/params';
import { route } from '@/server/http/route';
import { setEmployeeStatus } from '@/server/modules/employees/set-employee-status';

export const PUT = route(
  { auth: 'shop', permission: 'STORE_EMPLOYEES_UPDATE', params: idParams, body: employeeStatusBody },
  ({ db, shop, user, params, body, afterCommit }) =>
    setEmployeeStatus(db, { shopId: shop.id, actorId: user.id, employeeId: params.id, isActive: body.isActive, afterCommit }),
);
