import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// The layer rules of eslint.config.mjs (docs/architecture.md) refuse an import that climbs the
// wrong way, written with the alias or with a relative path alike, and any import cycle. Each case
// writes scratch files into the tree (ignored by git), lints them as `npx eslint .` would, and
// removes them.

const ROOT = path.resolve(import.meta.dirname, '../..');
// a lint that follows imports for cycles takes a while when the machine is busy
vi.setConfig({ testTimeout: 30_000 });
let eslint: ESLint;

/** Writes `files` (path in the tree → code, `{id}` standing for this run's scratch id), lints the first. */
async function problems(files: Record<string, string>): Promise<string[]> {
  const id = randomUUID().slice(0, 8);
  const written = Object.entries(files).map(([file, code]) => [path.join(ROOT, file.replaceAll('{id}', id)), code.replaceAll('{id}', id)] as const);
  try {
    for (const [file, code] of written) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, code);
    }
    const [result] = await eslint.lintFiles([written[0][0]]);
    return result.messages.filter((m) => m.ruleId?.startsWith('import/')).map((m) => `${m.ruleId}: ${m.message}`);
  } finally {
    for (const [file] of written) fs.rmSync(file, { force: true });
  }
}

const scratch = (folder: string, ext = 'ts') => `${folder}/__scratch-{id}.${ext}`;

// ESLint loads its config, the TypeScript parser and the import resolver on the first lint: a few
// seconds on a busy machine, spent here rather than in the first case.
beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT });
  await eslint.lintFiles([path.join(ROOT, 'lib/text.ts')]);
}, 120_000);

describe('import layers', () => {
  it.each([
    ['a feature importing another feature', 'features/customers/components', "import { PetsPage } from '@/features/pets/components/pets-page';\nexport const x = PetsPage;"],
    ['the same, written relative', 'features/customers/components', "import { PetsPage } from '../../pets/components/pets-page';\nexport const x = PetsPage;"],
    ['a feature importing the server', 'features/customers/api', "import { listCustomers } from '@/server/modules/customers/list-customers';\nexport const x = listCustomers;"],
    ['an entity importing a feature', 'entities/customers', "import { CustomersPage } from '@/features/customers/components/customers-page';\nexport const x = CustomersPage;"],
    ['a shared component importing an entity', 'components/ui', "import { customerKeys } from '@/entities/customers/customer-keys';\nexport const x = customerKeys;"],
    ['lib importing a component', 'lib', "import { DataTable } from '../components/list/data-table';\nexport const x = DataTable;"],
    ['the server importing client code', 'server/modules/customers', "import { DataTable } from '@/components/list/data-table';\nexport const x = DataTable;"],
    ['a use-case importing the HTTP layer', 'server/modules/customers', "import { route } from '../../http/route';\nexport const x = route;"],
    ['the database layer importing auth', 'server/db/sql', "import { hashPassword } from '@/server/auth/passwords';\nexport const x = hashPassword;"],
    ['auth importing a use-case', 'server/auth', "import { getCustomer } from '../modules/customers/get-customer';\nexport const x = getCustomer;"],
    ['the core importing the database', 'server/core', "import { getDb } from '../db/client';\nexport const x = getDb;"],
    ['a layer importing the process entry', 'server/http', "import { startAppServer } from '../app-server';\nexport const x = startAppServer;"],
  ])('refuses %s', async (_what, folder, code) => {
    const found = await problems({ [scratch(folder)]: code });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^import\/no-restricted-paths: /);
  });

  it.each([
    ['a feature using an entity, components and lib', 'features/pets/components', "import { customerKeys } from '@/entities/customers/customer-keys';\nimport { DataTable } from '@/components/list/data-table';\nimport { formatVnd } from '@/lib/format';\nexport const x = [customerKeys, DataTable, formatVnd];"],
    ['a use-case using auth, the database and the core', 'server/modules/customers', "import { hashPassword } from '../../auth/passwords';\nimport { getDb } from '../../db/client';\nimport { notFound } from '../../core/app-error';\nexport const x = [hashPassword, getDb, notFound];"],
    ['a route file using the HTTP layer and a use-case', 'app/api/v1', "import { route } from '@/server/http/route';\nimport { getCustomer } from '@/server/modules/customers/get-customer';\nexport const x = [route, getCustomer];"],
  ])('allows %s', async (_what, folder, code) => {
    expect(await problems({ [scratch(folder)]: code })).toEqual([]);
  });
});

describe('import cycles', () => {
  it('allows the same two modules when only one imports the other', async () => {
    const found = await problems({
      'lib/__scratch-a-{id}.ts': "import { b } from './__scratch-b-{id}';\nexport const a = () => b;",
      'lib/__scratch-b-{id}.ts': 'export const b = 1;',
    });
    expect(found).toEqual([]);
  });

  it('refuses a module importing one that imports it back', async () => {
    const found = await problems({
      'lib/__scratch-a-{id}.ts': "import { b } from './__scratch-b-{id}';\nexport const a = () => b;",
      'lib/__scratch-b-{id}.ts': "import { a } from './__scratch-a-{id}';\nexport const b = () => a;",
    });
    expect(found.some((p) => p.startsWith('import/no-cycle: '))).toBe(true);
  });
});
