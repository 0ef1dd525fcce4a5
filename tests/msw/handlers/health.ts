import { http } from 'msw';
import { healthResponse } from '@/lib/contracts/health';
import { API, route } from './route';

// The load balancer's probes: the mock API is always alive and ready.
export const healthHandlers = [
  http.get(`${API}/health`, route(() => healthResponse.parse({ status: 'ok' }))),
  http.get(`${API}/ready`, route(() => healthResponse.parse({ status: 'ok' }))),
];
