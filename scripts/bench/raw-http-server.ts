import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'pg';

// The floor the API is compared with: a bare node:http server on 127.0.0.1 that answers every GET
// by running the statements of one API request through `pg` (the user and shop look-up, then
// the search's statements together, as the app runs them) and sending their rows as JSON. No
// framework, no query builder, no checks. Prints its port, then serves until killed.
// Usage: tsx scripts/bench/raw-http-server.ts <statements.json>  (DATABASE_URL set)

interface Statement {
  sql: string;
  params: unknown[];
  name?: string;
}

const { auth, search } = JSON.parse(fs.readFileSync(process.argv[2], 'utf8')) as { auth: Statement[]; search: Statement[] };
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const run = (s: Statement) => pool.query({ name: s.name, text: s.sql, values: s.params });

const server = http.createServer((_req, res) => {
  void (async () => {
    for (const s of auth) await run(s);
    const results = await Promise.all(search.map(run));
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(results.map((r) => r.rows)));
  })().catch((err: Error) => {
    res.statusCode = 500;
    res.end(err.message);
  });
});
server.listen(0, '127.0.0.1', () => console.log((server.address() as AddressInfo).port));
