import { readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The layers of DESIGN §2 and docs/architecture.md, checked on the resolved file of every import
// (so `@/…` and `../../…` alike), and no import cycles anywhere.
//
// Client: app → features → entities → components → lib. A feature never imports another feature;
// an entity may use other entities (without cycles). Nothing client-side imports server/.
// Server: http, seed → modules → realtime → auth → db → core; server/ imports lib/ and nothing
// client-side; nothing imports the process entry points (server/app-server.ts, server/main.ts).

const ROOT = import.meta.dirname;

const WHY = {
  app: 'app/ holds routes only and nothing imports it (docs/architecture.md).',
  features: 'features/ are the top of the client tree: only app/ imports them (docs/architecture.md).',
  otherFeature: 'A feature never imports another feature: what two features share is an entity (entities/<domain>) or a component.',
  entities: 'entities/ are the domains\' public faces: features and app use them, components and lib may not.',
  components: 'components/ are shared UI: lib/ and server/ may not depend on them.',
  server: 'server/ is backend only: share code with the client through lib/ (contracts, permissions).',
  clientSide: 'The server never imports client code (components, entities, features, app).',
  serverLayer: (layer, above) => `server/${layer} sits below server/${above}: the server's layers stack one way (docs/architecture.md).`,
  entry: 'The process entry points import the layers, never the reverse.',
};

const foldersOf = (dir) => {
  try {
    return readdirSync(path.join(ROOT, dir), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
};

const zone = (target, from, message, except) => ({ target: `./${target}`, from: `./${from}`, message, ...(except ? { except } : {}) });

// Server layers, top to bottom; each may import only the ones after it (http and seed, both at
// the top, not each other).
const SERVER_LAYERS = ['http', 'seed', 'modules', 'realtime', 'auth', 'db', 'core'];

const serverZones = [
  ...SERVER_LAYERS.flatMap((layer, i) => SERVER_LAYERS.slice(0, i).map((above) => zone(`server/${layer}`, `server/${above}`, WHY.serverLayer(layer, above)))),
  zone('server/http', 'server/seed', WHY.serverLayer('http', 'seed')),
  ...SERVER_LAYERS.flatMap((layer) => ['app-server.ts', 'main.ts'].map((entry) => zone(`server/${layer}`, `server/${entry}`, WHY.entry))),
];

const zones = [
  // client layers
  ...['features', 'entities', 'components', 'lib'].map((layer) => zone(layer, 'app', WHY.app)),
  ...['entities', 'components', 'lib'].map((layer) => zone(layer, 'features', WHY.features)),
  ...foldersOf('features').map((name) => zone(`features/${name}`, 'features', WHY.otherFeature, [`./${name}`])),
  ...['components', 'lib'].map((layer) => zone(layer, 'entities', WHY.entities)),
  zone('lib', 'components', WHY.components),
  ...['features', 'entities', 'components', 'lib'].map((layer) => zone(layer, 'server', WHY.server)),
  ...['app', 'features', 'entities', 'components'].map((from) => zone('server', from, WHY.clientSide)),
  ...serverZones,
];

const SOURCE = ['app', 'features', 'entities', 'components', 'lib', 'server'].map((dir) => `${dir}/**/*.{ts,tsx}`);

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    name: 'pawdesk/layers',
    files: SOURCE,
    rules: { 'import/no-restricted-paths': ['error', { basePath: ROOT, zones }] },
  },
  {
    name: 'pawdesk/no-cycles',
    files: ['**/*.{ts,tsx,mts,mjs}'],
    // packages are never part of a cycle of ours: not read at all
    settings: { 'import/ignore': ['node_modules'] },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  globalIgnores([
    'public/mockServiceWorker.js',
    '.next/**',
    'out/**',
    'build/**',
    'node_modules/**',
    'data/**',
    'coverage/**',
    'server/db/migrations/**',
    'playwright-report/**',
    'test-results/**',
    'next-env.d.ts',
  ]),
]);
