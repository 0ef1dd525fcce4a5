import { http } from 'msw';
import {
  createEmployeeBody,
  type Employee,
  employeeListQuery,
  employeePage,
  employeeResponse,
  employeeStatusBody,
  updateEmployeeBody,
} from '@/lib/contracts/employees';
import { Role } from '@/lib/roles';
import { type MockShop, mockState, type MockUser } from '../data';
import { MockApiError } from '../errors';
import { API, idOf, parseBody, queryOf, readJson, route } from './route';
import { assertUniqueContact, byId, fold, pageOf, shopCall } from './shared';

// ---- staff (/employees, SPEC §3/§5), as server/modules/employees: every shop role may look, the shop admin changes ----

const toEmployee = (user: MockUser): Employee => employeeResponse.parse(user);

/** A staff member of this shop; another shop's is reported as missing. */
function findEmployee(shop: MockShop, id: string): MockUser {
  const user = mockState.users[id];
  if (!user || user.shopId !== shop.id) throw new MockApiError('NotFound', 'errors.employeeNotFound');
  return user;
}

/** A shop must keep at least one active shop admin. */
function assertKeepsShopAdmin(employee: MockUser, change: { role?: number; isActive?: boolean }) {
  const isAdminNow = employee.role === Role.SHOP_ADMIN && employee.isActive;
  const staysAdmin = (change.role ?? employee.role) === Role.SHOP_ADMIN && (change.isActive ?? employee.isActive);
  if (!isAdminNow || staysAdmin) return;
  const others = Object.values(mockState.users).some((u) => u.id !== employee.id && u.shopId === employee.shopId && u.role === Role.SHOP_ADMIN && u.isActive);
  if (!others) throw new MockApiError('Conflict', 'errors.lastShopAdmin');
}

type StaffFields = Pick<MockUser, 'name' | 'email' | 'phoneNumber' | 'address' | 'role' | 'gender' | 'bankName' | 'bankBranch' | 'accountNumber' | 'accountName'>;
const staffFields = (v: StaffFields): StaffFields => ({
  name: v.name,
  email: v.email,
  phoneNumber: v.phoneNumber,
  address: v.address,
  role: v.role,
  gender: v.gender,
  bankName: v.bankName,
  bankBranch: v.bankBranch,
  accountNumber: v.accountNumber,
  accountName: v.accountName,
});

export const employeeHandlers = [
  http.get(
    `${API}/employees`,
    route((request) => {
      const { shop } = shopCall(request, 'STORE_EMPLOYEES_VIEW_DETAIL');
      const query = parseBody(employeeListQuery, queryOf(request));
      const search = fold(query.search);
      const rows = Object.values(mockState.users).filter(
        (u) =>
          u.shopId === shop.id &&
          (!search || fold(u.name).includes(search) || fold(u.email).includes(search) || (u.phoneNumber ?? '').includes(search)) &&
          (!query.role || u.role === query.role) &&
          (query.status === 'all' || u.isActive === (query.status === 'active')),
      );
      const field = query.sort?.field ?? 'name';
      const dir = query.sort?.dir === 'desc' ? -1 : 1;
      rows.sort((a, b) => {
        const x = a[field];
        const y = b[field];
        return (x < y ? -dir : x > y ? dir : 0) || byId(a, b);
      });
      return employeePage.parse(pageOf(rows.map(toEmployee), query));
    }),
  ),

  http.post(
    `${API}/employees`,
    route(async (request) => {
      const { shop } = shopCall(request, 'STORE_EMPLOYEES_CREATE');
      const body = parseBody(createEmployeeBody, await readJson(request));
      assertUniqueContact({ shopId: shop.id, email: body.email, phoneNumber: body.phoneNumber });
      const employee: MockUser = {
        ...staffFields(body),
        id: crypto.randomUUID(),
        shopId: shop.id,
        chainId: null,
        image: null,
        isSingleUserFlowEnabled: false,
        password: body.password,
        isActive: true,
        createdAt: new Date().toISOString(),
      };
      mockState.users[employee.id] = employee;
      return toEmployee(employee);
    }),
  ),

  http.get(
    `${API}/employees/:id`,
    route((request, params) => {
      const { shop } = shopCall(request, 'STORE_EMPLOYEES_VIEW_DETAIL');
      return toEmployee(findEmployee(shop, idOf(params)));
    }),
  ),

  http.put(
    `${API}/employees/:id`,
    route(async (request, params) => {
      const { shop } = shopCall(request, 'STORE_EMPLOYEES_UPDATE');
      const id = idOf(params);
      const changes = parseBody(updateEmployeeBody, await readJson(request));
      const employee = findEmployee(shop, id);
      assertKeepsShopAdmin(employee, { role: changes.role });
      assertUniqueContact({ shopId: shop.id, email: changes.email, phoneNumber: changes.phoneNumber, exceptUserId: id });
      Object.assign(employee, staffFields(changes), changes.password ? { password: changes.password } : {});
      return toEmployee(employee);
    }),
  ),

  http.put(
    `${API}/employees/:id/status`,
    route(async (request, params) => {
      const { user, shop } = shopCall(request, 'STORE_EMPLOYEES_UPDATE');
      const id = idOf(params);
      const { isActive } = parseBody(employeeStatusBody, await readJson(request));
      if (!isActive && id === user.id) throw new MockApiError('Conflict', 'errors.cannotDeactivateSelf');
      const employee = findEmployee(shop, id);
      assertKeepsShopAdmin(employee, { isActive });
      employee.isActive = isActive;
      return toEmployee(employee);
    }),
  ),
];
