import { Client } from 'pg';

// The PostgreSQL server the benchmarks use: BENCH_DATABASE_URL (a server URL; its database part
// is replaced), else the machine's own on 127.0.0.1:5432.
const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL of database `name` on the benchmark server, created when it does not exist yet. */
export async function benchDatabase(name: string): Promise<string> {
  const admin = new Client({ connectionString: SERVER });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return url.toString();
}
