import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// Everything that ends up in the production bundle.
const INPUTS = ['app', 'components', 'entities', 'features', 'lib', 'locales', 'public', 'styles', 'server', 'types', 'proxy.ts', 'next.config.ts', 'tsconfig.json', 'package-lock.json'];
// The compiled server (scripts/build-server.ts) is made from the same sources, its entry and how it is built.
const SERVER_INPUTS = [...INPUTS, 'server.ts', 'scripts/build-server.ts'];
const NEXT_STAMP = path.join('.next', 'pawdesk-source-hash');

/** The compiled server's folder, inside Next's (so a fresh `next build` also clears it), and its entry. */
export const SERVER_DIST = path.join('.next', 'server-dist');
export const SERVER_ENTRY = path.join(SERVER_DIST, 'server.mjs');
const SERVER_STAMP = path.join(SERVER_DIST, 'pawdesk-source-hash');

function walk(entry: string, out: string[]): void {
  if (!fs.existsSync(entry)) return;
  const stat = fs.statSync(entry);
  if (stat.isFile()) out.push(entry);
  else if (stat.isDirectory()) for (const child of fs.readdirSync(entry).sort()) walk(path.join(entry, child), out);
}

export function sourceHash(inputs: readonly string[] = INPUTS): string {
  const files: string[] = [];
  for (const input of inputs) walk(input, files);
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update('\0').update(fs.readFileSync(file)).update('\0');
  return hash.digest('hex');
}

const stampIs = (stamp: string, hash: string) => fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hash;

/**
 * The builds that are missing or older than their sources, each with the hash of the sources it
 * starts from (stamped when it succeeds, so an edit made during a build still counts as newer).
 */
export function staleBuilds(): { next?: string; server?: string } {
  const stale: { next?: string; server?: string } = {};
  const nextHash = sourceHash();
  if (!fs.existsSync(path.join('.next', 'BUILD_ID')) || !stampIs(NEXT_STAMP, nextHash)) stale.next = nextHash;
  const serverHash = sourceHash(SERVER_INPUTS);
  if (!fs.existsSync(SERVER_ENTRY) || !stampIs(SERVER_STAMP, serverHash)) stale.server = serverHash;
  return stale;
}

export function buildIsFresh(): boolean {
  const stale = staleBuilds();
  return !stale.next && !stale.server;
}

export function markBuilt(build: 'next' | 'server', hash: string): void {
  fs.writeFileSync(build === 'next' ? NEXT_STAMP : SERVER_STAMP, hash);
}
