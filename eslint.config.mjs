import { readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// Import boundaries of DESIGN §2 (STYLE 7): app → features → components → lib; server → lib;
// features never import each other; nothing client-side imports server/.
//
// `no-restricted-imports` matches the written specifier, not the resolved file, so each rule is
// stated twice: once for the `@/` alias and once for a relative path that climbs back to the
// repository root (`../../server/…`). How many `../` reach the root depends on how deep the file
// sits, hence one block per folder depth below.

const ROOT = import.meta.dirname;
const SOURCE = '{ts,tsx,mts,cts,js,jsx,mjs,cjs}';
/** Deepest folder level checked for relative escapes; the alias rules apply at every depth. */
const MAX_DEPTH = 12;

/** Layer → top-level folders it may not import (besides other features, handled per feature). */
const FORBIDDEN = {
  features: ['server', 'app'],
  components: ['features', 'server', 'app'],
  lib: ['components', 'features', 'server', 'app'],
  server: ['components', 'features', 'app'],
};

const WHY = {
  server: 'server/ is backend only (DESIGN §2); share code through lib/ (contracts, permissions).',
  app: 'app/ holds routes only and nothing imports it (DESIGN §2).',
  features: 'features/ are the top of the client tree; only app/ imports them (DESIGN §2).',
  components: 'components/ are client UI; lib/ and server/ may not depend on them (DESIGN §2).',
  otherFeature: 'A feature never imports another feature (DESIGN §2); move shared code to components/ or lib/.',
};

const escapeRegex = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const up = (n) => `^(?:\\./)?(?:\\.\\./){${n}}`;

function featureNames() {
  try {
    return readdirSync(path.join(ROOT, 'features'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
}

/**
 * Patterns for a file `depth` folders below the root, e.g. 3 for features/auth/components/x.tsx.
 * `feature` is the feature the file belongs to, if any.
 */
function patterns(forbidden, depth, feature) {
  const list = forbidden.flatMap((dir) => [
    { regex: `^@/${dir}(?:/|$)`, message: WHY[dir] },
    { regex: `${up(depth)}${dir}(?:/|$)`, message: WHY[dir] },
  ]);
  if (feature) {
    const other = `(?!${escapeRegex(feature)}(?:/|$))`;
    list.push(
      { regex: `^@/features/${other}`, message: WHY.otherFeature },
      // Up to features/ then into a sibling, or up to the root then features/<other>.
      { regex: `${up(depth - 1)}${other}[^./]`, message: WHY.otherFeature },
      { regex: `${up(depth)}features/${other}`, message: WHY.otherFeature },
    );
  }
  return list;
}

/** One block per depth so the relative patterns count the right number of `../`. */
function boundaryBlocks(base, forbidden, firstDepth, feature) {
  const blocks = [];
  for (let depth = firstDepth; depth <= MAX_DEPTH; depth++) {
    const glob = `${base}/${'*/'.repeat(depth - firstDepth)}*.${SOURCE}`;
    blocks.push({
      name: `pawdesk/boundaries/${base}/depth-${depth}`,
      files: [glob],
      rules: { 'no-restricted-imports': ['error', { patterns: patterns(forbidden, depth, feature) }] },
    });
  }
  // Anything deeper still gets the alias rules.
  blocks.push({
    name: `pawdesk/boundaries/${base}/deeper`,
    files: [`${base}/${'*/'.repeat(MAX_DEPTH - firstDepth + 1)}**/*.${SOURCE}`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: patterns(forbidden, MAX_DEPTH, feature).filter((p) => p.regex.startsWith('^@/')) },
      ],
    },
  });
  return blocks;
}

const boundaries = [
  // Files directly in features/ (none expected) get the layer rules; each feature its own.
  ...boundaryBlocks('features', FORBIDDEN.features, 1).slice(0, 1),
  ...featureNames().flatMap((name) => boundaryBlocks(`features/${name}`, FORBIDDEN.features, 2, name)),
  ...boundaryBlocks('components', FORBIDDEN.components, 1),
  ...boundaryBlocks('lib', FORBIDDEN.lib, 1),
  ...boundaryBlocks('server', FORBIDDEN.server, 1),
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  ...boundaries,
  globalIgnores(['public/mockServiceWorker.js', 
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
