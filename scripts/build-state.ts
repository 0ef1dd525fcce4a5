import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// Everything that ends up in the production bundle.
const INPUTS = ['app', 'components', 'entities', 'features', 'lib', 'locales', 'public', 'styles', 'server', 'types', 'proxy.ts', 'next.config.ts', 'tsconfig.json', 'package-lock.json'];
const STAMP = path.join('.next', 'pawdesk-source-hash');

function walk(entry: string, out: string[]): void {
  if (!fs.existsSync(entry)) return;
  const stat = fs.statSync(entry);
  if (stat.isFile()) out.push(entry);
  else if (stat.isDirectory()) for (const child of fs.readdirSync(entry).sort()) walk(path.join(entry, child), out);
}

export function sourceHash(): string {
  const files: string[] = [];
  for (const input of INPUTS) walk(input, files);
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update('\0').update(fs.readFileSync(file)).update('\0');
  return hash.digest('hex');
}

export function buildIsFresh(): boolean {
  return fs.existsSync(path.join('.next', 'BUILD_ID')) && fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === sourceHash();
}

/** Stamps the build with the hash of the sources it started from, so an edit made during a build still counts as newer. */
export function markBuilt(hash: string): void {
  fs.writeFileSync(STAMP, hash);
}
