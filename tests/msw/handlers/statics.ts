import { http } from 'msw';
import { serviceStaticsResponse } from '@/lib/contracts/statics';
import { mockState } from '../data';
import { API, currentShop, currentUser, route } from './route';

export const staticsHandlers = [
  // Sidebar badges.
  http.get(
    `${API}/invoice-services/statics`,
    route((request) => {
      const shop = currentShop(request, currentUser(request));
      return serviceStaticsResponse.parse(mockState.statics[shop.id]);
    }),
  ),
];
