import axios, { type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { getSession } from 'next-auth/react';

// The one axios client for /api/v1 (SPEC §7): bearer token, shop-Id when a shop is selected and
// Accept-Language of the current locale. The shell keeps these up to date (ApiSessionBridge).
const state: { accessToken: string | null; shopId: string | null; locale: string } = { accessToken: null, shopId: null, locale: 'vi' };

export function configureApi(partial: Partial<typeof state>): void {
  Object.assign(state, partial);
}

export const api = axios.create({ baseURL: process.env.NEXT_PUBLIC_API_BASE_URL || '/api/v1' });

api.interceptors.request.use((config) => {
  if (state.accessToken) config.headers.set('Authorization', `Bearer ${state.accessToken}`);
  if (state.shopId && !config.headers.has('shop-Id')) config.headers.set('shop-Id', state.shopId);
  config.headers.set('Accept-Language', state.locale);
  return config;
});

// An access token that expired between session refreshes: refresh the session once and retry.
let refreshing: Promise<string | null> | null = null;
api.interceptors.response.use(undefined, async (error: AxiosError) => {
  const config = error.config as (InternalAxiosRequestConfig & { retried?: boolean }) | undefined;
  if (error.response?.status !== 401 || !config || config.retried) throw error;
  refreshing ??= getSession()
    .then((s) => (s && !s.error ? s.backendTokens.accessToken : null))
    .finally(() => (refreshing = null));
  const token = await refreshing;
  const sent = String(config.headers.get('Authorization') ?? '').replace(/^Bearer /, '');
  if (!token || token === sent) throw error;
  state.accessToken = token;
  config.retried = true;
  config.headers.set('Authorization', `Bearer ${token}`);
  return api.request(config);
});
