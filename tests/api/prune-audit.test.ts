import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pruneAuditEntries } from '@/server/modules/audit/prune-audit-entries';
import { serveForFile } from '../support/api-suite';
import { rowsOf } from '../support/fixtures';

// The audit trail keeps AUDIT_RETENTION_DAYS (two years by default) and the server prunes it daily.

const server = serveForFile();

const countOlderThan = async (days: number) =>
  (await rowsOf<{ n: number }>(server.db, sql`select count(*)::int as n from audit_entries where created_at < now() - make_interval(days => ${days})`))[0].n;

describe('pruning the audit trail', () => {
  it('removes every entry past the retention, in batches, and keeps the rest', async () => {
    // more than one batch of old entries, some just inside the retention, and today's
    await server.db.execute(sql`
      insert into audit_entries (action, entity_type, operation, created_at)
      select 'update', 'products', 'PUT /products/[id]', now() - make_interval(days => 731) - make_interval(mins => g)
      from generate_series(1, 10050) g`);
    await server.db.execute(sql`
      insert into audit_entries (action, entity_type, operation, created_at)
      select 'update', 'products', 'PUT /products/[id]', now() - make_interval(days => 729) from generate_series(1, 5)`);
    const [{ n: before }] = await rowsOf<{ n: number }>(server.db, sql`select count(*)::int as n from audit_entries`);

    expect(await pruneAuditEntries(server.db, 730)).toBe(10_050);

    expect(await countOlderThan(730)).toBe(0);
    const [{ n: after }] = await rowsOf<{ n: number }>(server.db, sql`select count(*)::int as n from audit_entries`);
    expect(after).toBe(before - 10_050);
    expect(await countOlderThan(728)).toBe(5);
    // nothing more to prune
    expect(await pruneAuditEntries(server.db, 730)).toBe(0);
  });
});
