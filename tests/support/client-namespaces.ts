import fs from 'node:fs';
import path from 'node:path';

// Which translation namespaces the client components of a route use: the route file's imports are
// followed (static ones and `import()` of on-demand dialogs) through the app's own files; every file
// marked 'use client', and everything such a file imports, runs in the browser, and the namespaces
// it names — useTranslations('x'), useTranslations('x.y'), or 'x.key' strings for a root translator —
// must reach the browser with the route's HTML (lib/i18n/namespaces.ts).

const ROOT = path.resolve(import.meta.dirname, '../..');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
const IMPORT = /(?:from\s+|import\s*\(\s*)['"]([^'"]+)['"]/g;

export function namespaceNames(): string[] {
  return fs.readdirSync(path.join(ROOT, 'locales/vi')).map((f) => f.replace(/\.json$/, ''));
}

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? path.join(ROOT, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  for (const candidate of [base, ...EXTENSIONS.map((e) => base + e)]) if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return null;
}

const isClient = (source: string) => /^\s*['"]use client['"]/.test(source);
// what a comment says of a namespace ("e.g. `products.fields`") is not a use of it
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** The namespaces one client file names. */
function namespacesIn(source: string, known: Set<string>): string[] {
  const found = new Set<string>();
  for (const m of source.matchAll(/useTranslations\(\s*['"]([\w-]+)/g)) found.add(m[1]);
  if (/useTranslations\(\s*\)/.test(source)) {
    for (const m of source.matchAll(/['"`]([\w-]+)\.[\w$]/g)) if (known.has(m[1])) found.add(m[1]);
  }
  return [...found];
}

/** The namespaces the client side of `routeFile` (relative to the repository) uses. */
export function clientNamespaces(routeFile: string): Set<string> {
  const known = new Set(namespaceNames());
  const used = new Set<string>();
  const seen = new Map<string, boolean>();
  const visit = (file: string, client: boolean) => {
    if (file.includes(`${path.sep}server${path.sep}`) || file.includes(`${path.sep}node_modules${path.sep}`)) return;
    const source = fs.readFileSync(file, 'utf8');
    const inBrowser = client || isClient(source);
    if (seen.get(file) === true || (seen.has(file) && !inBrowser)) return;
    seen.set(file, inBrowser);
    if (inBrowser) for (const ns of namespacesIn(withoutComments(source), known)) used.add(ns);
    for (const m of source.matchAll(IMPORT)) {
      const target = resolve(file, m[1]);
      if (target && /\.tsx?$/.test(target)) visit(target, inBrowser);
    }
  };
  visit(path.join(ROOT, routeFile), false);
  return used;
}
