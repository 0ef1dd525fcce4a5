import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

// The migrated, seeded demo database every API suite starts from, made once per run instead of
// once per suite (migrating and seeding take seconds, a suite's server starts in a fraction of
// that): a PGlite data-directory dump, or a PostgreSQL database that fresh ones copy (CREATE
// DATABASE … TEMPLATE), removed when the run ends.

export interface DemoTemplate {
  kind: 'pglite' | 'postgres';
  /** the dump's path, or the template database's name */
  name: string;
  /** the demo shops' calendar day it was seeded on: the demo's "today" */
  shopDay: string;
}

/** The demo shops' calendar day (UTC+7) now. */
export function shopDay(): string {
  return new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
}

const SEED_ENV = { DEMO_HISTORY_DAYS: '1', NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' } as const;

const uniqueName = () => `${process.pid}_${randomBytes(4).toString('hex')}`;

function seed(env: Record<string, string>): void {
  const result = spawnSync('npx', ['tsx', 'tests/support/seed-demo-template.ts'], { stdio: 'inherit', env: { ...process.env, ...SEED_ENV, ...env } });
  if (result.status !== 0) throw new Error('seeding the demo template failed (tests/support/seed-demo-template.ts)');
}

export function makePgliteTemplate(): DemoTemplate & { drop: () => Promise<void> } {
  const file = path.join(os.tmpdir(), `pawdesk-demo-${uniqueName()}.tar`);
  const day = shopDay();
  seed({ PGLITE_DIR: 'memory://', DATA_DIR: os.tmpdir(), DATABASE_URL: '', PGLITE_SNAPSHOT: '', DUMP_TO: file });
  return { kind: 'pglite', name: file, shopDay: day, drop: async () => fs.rmSync(file, { force: true }) };
}

export async function makePostgresTemplate(baseUrl: string): Promise<DemoTemplate & { drop: () => Promise<void> }> {
  const name = `pawdesk_template_${uniqueName()}`;
  const day = shopDay();
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  seed({ DATABASE_URL: url.toString(), DATA_DIR: os.tmpdir() });
  return {
    kind: 'postgres',
    name,
    shopDay: day,
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
