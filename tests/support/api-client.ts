import { DEMO_ACCOUNTS } from '@/server/seed/demo-accounts';
import type { Session } from 'next-auth';

export type DemoEmail = (typeof DEMO_ACCOUNTS)[number]['email'];

/** A tiny cookie jar: next-auth's flow is csrf cookie → credentials callback → session cookie. */
class CookieJar {
  private cookies = new Map<string, string>();
  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export interface SignInResult {
  status: number;
  /** the `error` query parameter of the URL next-auth answered with, if any */
  error: string | null;
  session: Session | null;
  jar: CookieJar;
}

/** Signs in through next-auth's real endpoints, as the browser does. */
export async function signInThroughNextAuth(baseUrl: string, email: string, password: string, headers: Record<string, string> = {}): Promise<SignInResult> {
  const jar = new CookieJar();
  const csrfRes = await fetch(`${baseUrl}/api/auth/csrf`);
  jar.store(csrfRes);
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  const res = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header(), 'X-Auth-Return-Redirect': '1', ...headers },
    body: new URLSearchParams({ csrfToken, email, password, json: 'true', callbackUrl: `${baseUrl}/vi` }),
  });
  jar.store(res);
  const location = res.headers.get('location') ?? ((await res.json().catch(() => ({}))) as { url?: string }).url ?? '';
  const error = location ? new URL(location, baseUrl).searchParams.get('error') : null;
  const session = await getSession(baseUrl, jar);
  return { status: res.status, error, session, jar };
}

export async function getSession(baseUrl: string, jar: CookieJar): Promise<Session | null> {
  const res = await fetch(`${baseUrl}/api/auth/session`, { headers: { cookie: jar.header() } });
  jar.store(res);
  const body = (await res.json()) as Session | Record<string, never>;
  return 'user' in body ? (body as Session) : null;
}

export async function signInAs(baseUrl: string, email: DemoEmail): Promise<Session> {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email)!;
  const { session } = await signInThroughNextAuth(baseUrl, account.email, account.password);
  if (!session) throw new Error(`could not sign in as ${email}`);
  return session;
}

/** A demo account by the name before @petclinic.vn: 'owner', 'doctor', … */
export type DemoName = DemoEmail extends `${infer N}@petclinic.vn` ? N : never;

/** The demo accounts by the name before @petclinic.vn, signed in side by side, in the order asked. */
export function signInAll(baseUrl: string, names: ReadonlyArray<DemoName>): Promise<Session[]> {
  return Promise.all(names.map((name) => signInAs(baseUrl, `${name}@petclinic.vn` as DemoEmail)));
}

export interface CallOptions {
  token?: string;
  shopId?: string;
  lang?: string;
  body?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

/** Calls /api/v1 with the headers of DESIGN §3 and returns status and parsed body. */
export async function call<T = unknown>(baseUrl: string, method: string, path: string, opts: CallOptions = {}): Promise<{ status: number; body: T; headers: Headers }> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.shopId) headers['shop-Id'] = opts.shopId;
  if (opts.lang) headers['accept-language'] = opts.lang;
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
  }
  const res = await fetch(`${baseUrl}/api/v1${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON (files): keep the text
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/** POST `path`, expecting 200: the record made (a suite's fixtures). */
export async function created<T>(baseUrl: string, path: string, body: unknown, opts: Omit<CallOptions, 'body'>): Promise<T> {
  const res = await call<T>(baseUrl, 'POST', path, { ...opts, body });
  if (res.status !== 200) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
