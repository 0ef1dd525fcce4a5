import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname),
  // `server-only` throws outside React Server Components; tests call server modules directly.
  'server-only': path.resolve(import.meta.dirname, 'tests/support/empty-module.ts'),
};

const CORES = os.availableParallelism();

// Projects with their own worker limits run one after another (vitest wants distinct group orders).
const apiProject = (name: string, env: Record<string, string>, groupOrder: number) => ({
  resolve: { alias },
  test: {
    name,
    include: ['tests/api/**/*.test.ts', 'tests/socket/**/*.test.ts'],
    environment: 'node' as const,
    globals: true,
    env,
    // Each file starts its own server on its own fresh database.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    globalSetup: ['tests/support/api-global-setup.ts'],
    maxWorkers: 2,
    sequence: { groupOrder },
  },
});

// The API suites run on PGlite, and on PostgreSQL too when TEST_DATABASE_URL names a server.
const apiProjects = [apiProject('api', { PAWDESK_TEST_DB: 'pglite' }, 1)];
if (process.env.TEST_DATABASE_URL) apiProjects.push(apiProject('api-postgres', { PAWDESK_TEST_DB: 'postgres' }, 2));

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          globals: true,
          // every core (vitest leaves one free by default: on a 2-core runner, one worker)
          maxWorkers: CORES,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          environment: 'jsdom',
          environmentOptions: { jsdom: { url: 'http://localhost/' } },
          globals: true,
          setupFiles: ['tests/support/components-setup.ts'],
          maxWorkers: CORES,
          // the form tests type over 100 characters key by key through user-event, and a menu test
          // waits on the socket's events: 5 s is not enough on a loaded 2-core machine; no test here
          // measures time
          testTimeout: 15_000,
        },
      },
      ...apiProjects,
      {
        resolve: { alias },
        test: {
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          environment: 'node',
          globals: true,
          // Each file runs production servers as child processes, kills them and their databases:
          // one file at a time, after the API suites, with time for restarts and outages.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          globalSetup: ['tests/support/api-global-setup.ts'],
          maxWorkers: 1,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
