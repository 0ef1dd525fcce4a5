import { api } from '@/lib/api/client';
import axios from 'axios';
import { configureApi } from '@/lib/api/client';
import { errorBody } from '@/lib/contracts/errors';
import { MOCK_IDS, type MockUserKey } from '@/tests/msw/data';
import { mockAccessToken } from '@/tests/msw/tokens';

// Calling the mock API (tests/msw) with the console's own axios client, as a signed-in mock user.

/** The client as the shell sets it up for this user, shop (Quận 1 unless said otherwise) and language. */
export function signInAs(key: MockUserKey, shopId: string | null = MOCK_IDS.shops.q1, locale = 'vi') {
  configureApi({ accessToken: mockAccessToken(MOCK_IDS.users[key]), shopId, locale });
}

/** The status and DESIGN §3 error body of a request that must fail. */
export async function failure(request: Promise<unknown>) {
  const error = await request.then(
    () => null,
    (e: unknown) => e,
  );
  if (!axios.isAxiosError(error) || !error.response) throw new Error(`expected an HTTP error, got ${String(error)}`);
  return { status: error.response.status, body: errorBody.parse(error.response.data) };
}

/** A 409 naming the field another record already holds the value of. */
export const conflictBody = (field: string, message: string) => ({ statusCode: 409, error: 'Conflict', message, errors: [{ field, messages: [message] }] });

/** GET through the console's API client, its body as it came. */
export const getData = async (path: string, params: Record<string, unknown> = {}) => (await api.get(path, { params })).data as unknown;

/** The names of a page's items, in order. */
export const namesOf = (page: { items: Array<{ name: string }> }) => page.items.map((r) => r.name);
