import { Role } from '../roles';
import { link, type MenuItem } from './menu-item';

// The system administrator's side menu.
export const ADMIN_MENU: MenuItem[] = [
  link('home', '', { icon: 'house-door', role: [Role.SYSTEM_ADMIN] }),
  link('adminShops', '/shops', { icon: 'shop-window', role: [Role.SYSTEM_ADMIN] }),
  link('adminChains', '/chains', { icon: 'diagram-3', role: [Role.SYSTEM_ADMIN] }),
  link('adminUsers', '/users', { icon: 'people', role: [Role.SYSTEM_ADMIN] }),
];
