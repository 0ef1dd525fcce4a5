import { beforeAll, describe, expect, it } from 'vitest';
import { signInThroughNextAuth } from '../support/api-client';
import { serveForFile } from '../support/api-suite';
import { shopIdByAlias } from '../support/fixtures';

// A page's HTML carries the translations its client components use and no others
// (lib/i18n/namespaces.ts): the sign-in page no longer ships the admin's, the staff's or the
// spreadsheets' texts, and a catalogue list ships its own without the profile's.

const server = serveForFile();
let q1: string;

beforeAll(async () => {
  q1 = await shopIdByAlias(server.db, 'Quận 1');
});

/** The namespaces whose messages the page's RSC payload holds (as `"name":{…}` at the top of a messages object). */
function shippedNamespaces(html: string): Set<string> {
  const payload = html.replace(/\\"/g, '"');
  const names = ['admin', 'auth', 'common', 'customers', 'employees', 'errors', 'list', 'menu', 'pets', 'products', 'profile', 'services', 'shell', 'spreadsheets', 'suppliers', 'validation'];
  // each namespace file starts with its first key: enough to tell it is there
  return new Set(names.filter((ns) => new RegExp(`"${ns}":\\{"`).test(payload)));
}

async function page(path: string, as?: { email: string; password: string }): Promise<string> {
  const cookie = as ? (await signInThroughNextAuth(server.url, as.email, as.password)).jar.header() : '';
  const res = await fetch(`${server.url}${path}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return res.text();
}

describe("a page's translations", () => {
  it('on the sign-in page: the base and the sign-in form only', async () => {
    expect([...shippedNamespaces(await page('/vi/sign-in'))].sort()).toEqual(['auth', 'common', 'errors', 'validation']);
  });

  it('on the customers list: the shell, the list and its Excel actions, not the profile nor the admin', async () => {
    const html = await page(`/en/clinic-management/${q1}/customers`, { email: 'owner@petclinic.vn', password: 'Owner@123' });
    expect([...shippedNamespaces(html)].sort()).toEqual(['common', 'customers', 'errors', 'list', 'menu', 'shell', 'spreadsheets', 'validation']);
  });
});
