import type { TestProject } from 'vitest/node';
import { buildIsFresh } from '@/scripts/build-state';
import { type DemoTemplate, makePgliteTemplate, makePostgresTemplate } from './demo-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the seeded demo database the project's test servers copy (tests/support/demo-template.ts) */
    demoTemplate: DemoTemplate | null;
  }
}

// The API suites run the production bundle in-process: it must exist and match the sources. Each
// project seeds the demo once, for its kind of database, and its suites start from copies of it.
export default async function setup(project: TestProject) {
  if (!buildIsFresh()) {
    throw new Error('The production build is missing or stale: run `npx tsx scripts/ensure-build.ts` (npm test does this first).');
  }
  const kind = project.config.env?.PAWDESK_TEST_DB;
  const template = kind === 'pglite' ? makePgliteTemplate() : kind === 'postgres' ? await makePostgresTemplate(process.env.TEST_DATABASE_URL!) : null;
  project.provide('demoTemplate', template && { kind: template.kind, name: template.name, shopDay: template.shopDay });
  return () => template?.drop();
}
