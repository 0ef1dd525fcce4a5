import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_ENTRY } from './build-state';

// The production app for the Playwright suite (playwright.config.ts starts it): a fresh embedded
// database in a temporary folder on every run, migrated and seeded with the demo data on start.
// It runs the compiled server, as `npm start` does; the production bundle and the compiled server
// must exist already (`npx tsx scripts/ensure-build.ts`).
const port = process.env.E2E_PORT || '3210';
const host = '127.0.0.1';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawdesk-e2e-'));

const env = process.env as Record<string, string | undefined>;
env.DATA_DIR = dataDir;
delete env.DATABASE_URL;
delete env.PGLITE_DIR;
// A fresh secret (generated in DATA_DIR) and in-memory sign-in limiters, so that runs never share state.
delete env.AUTH_SECRET;
delete env.REDIS_URL;
env.NODE_ENV = 'production';
env.NEXT_TELEMETRY_DISABLED = '1';
env.PORT = port;
env.HOST = host;
// No NEXTAUTH_URL: redirects must follow the host the browser used (playwright.config.ts baseURL),
// as on a fresh install.
delete env.NEXTAUTH_URL;

process.on('exit', () => {
  try {
    fs.rmSync(dataDir, { recursive: true, force: true });
  } catch {
    // best effort: the folder is in the system's temporary directory
  }
});

console.log(`[e2e] data in ${dataDir}`);
await import(pathToFileURL(path.resolve(SERVER_ENTRY)).href);
