import { beforeAll, describe, expect, it } from 'vitest';
import { signInThroughNextAuth } from '../support/api-client';
import { serveForFile } from '../support/api-suite';
import { shopIdByAlias } from '../support/fixtures';

// The catalogue pages render their current page on the server (app/…/(console)/_prefetch): the
// first HTML already holds the rows the browser would otherwise fetch, for a user the API would
// answer, and nothing for anyone else.

const server = serveForFile();
let q1: string;

beforeAll(async () => {
  q1 = await shopIdByAlias(server.db, 'Quận 1');
});

async function pageHtml(email: string, password: string, path: string): Promise<{ status: number; location: string | null; html: string }> {
  const { jar } = await signInThroughNextAuth(server.url, email, password);
  const res = await fetch(`${server.url}/vi/clinic-management/${q1}${path}`, { headers: { cookie: jar.header() }, redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
}

// the page's text, not the whole document, so that a failure stays readable
const holds = (html: string, text: string) => html.includes(text);

describe('catalogue pages rendered on the server', () => {
  it('hold the page of the list the URL asks for', async () => {
    const searched = await pageHtml('seller@petclinic.vn', 'Seller@123', '/customers?search=nguyen%20van%20an');
    expect(searched.status).toBe(200);
    expect(holds(searched.html, 'Nguyễn Văn An')).toBe(true);
    expect(holds(searched.html, 'Trần Thị Bích Ngọc')).toBe(false);
    const other = await pageHtml('seller@petclinic.vn', 'Seller@123', '/customers?search=tran%20thi%20bich');
    expect(holds(other.html, 'Trần Thị Bích Ngọc')).toBe(true);
  });

  it('hold services for the owner, filtered by group', async () => {
    const { status, html } = await pageHtml('owner@petclinic.vn', 'Owner@123', '/services?group=1');
    expect(status).toBe(200);
    expect(holds(html, 'Vắt tuyến hôi')).toBe(true);
  });

  it('hold nothing of a shop the user does not belong to: the shop area sends them to 403', async () => {
    const { status, location, html } = await pageHtml('other@petclinic.vn', 'Other@123', '/customers?search=nguyen%20van%20an');
    expect([status, location]).toEqual([307, '/vi/403']);
    expect(holds(html, 'Nguyễn Văn An')).toBe(false);
  });
});
