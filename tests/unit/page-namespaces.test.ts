import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BASE_NAMESPACES, CONSOLE_NAMESPACES, SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';
import { clientNamespaces, namespaceNames } from '../support/client-namespaces';

// Each layout and page sends the browser the translations its client components use, and no
// others (lib/i18n/namespaces.ts): a namespace missing shows keys instead of text, one too many
// slows every page of the front desk. The route files are read as the build reads them.

const ROOT = path.resolve(import.meta.dirname, '../..');
const ROUTES = execSync("git ls-files -co --exclude-standard 'app/[[]locale]/**/page.tsx' 'app/[[]locale]/**/layout.tsx' 'app/[[]locale]/**/not-found.tsx'", { cwd: ROOT, encoding: 'utf8' })
  .trim()
  .split('\n')
  .filter((f) => fs.existsSync(path.join(ROOT, f)))
  .sort();

const inConsole = (route: string) => route.includes('/(console)/');
const isConsoleLayout = (route: string) => inConsole(route) && route.endsWith('(console)/layout.tsx');

/** The screen's own namespaces, as the route file names them (SCREEN_NAMESPACES.x). */
function screenNamespaces(route: string): string[] {
  const source = fs.readFileSync(path.join(ROOT, route), 'utf8');
  return [...source.matchAll(/SCREEN_NAMESPACES\.(\w+)/g)].flatMap((m) => [...(SCREEN_NAMESPACES[m[1] as keyof typeof SCREEN_NAMESPACES] ?? [`unknown screen ${m[1]}`])]);
}

describe('the translations each route sends to the browser', () => {
  it('name real namespaces', () => {
    const known = new Set(namespaceNames());
    const declared = [...BASE_NAMESPACES, ...CONSOLE_NAMESPACES, ...Object.values(SCREEN_NAMESPACES).flat()];
    expect(declared.filter((ns) => !known.has(ns))).toEqual([]);
  });

  it.each(ROUTES)('%s: every namespace its client components use reaches them', (route) => {
    const provided = new Set<string>([...BASE_NAMESPACES, ...(inConsole(route) ? CONSOLE_NAMESPACES : []), ...screenNamespaces(route)]);
    const used = clientNamespaces(route);
    expect([...used].filter((ns) => !provided.has(ns)).sort()).toEqual([]);
  });

  it.each(ROUTES.filter((r) => screenNamespaces(r).length > 0 || isConsoleLayout(r)))('%s: sends no namespace its client components do not use', (route) => {
    const own = isConsoleLayout(route) ? [...CONSOLE_NAMESPACES] : screenNamespaces(route);
    const used = clientNamespaces(route);
    expect(own.filter((ns) => !used.has(ns)).sort()).toEqual([]);
  });

  it('sends the base namespaces from the root layout, which every page uses', () => {
    const used = clientNamespaces('app/[locale]/layout.tsx');
    expect([...used].filter((ns) => !(BASE_NAMESPACES as readonly string[]).includes(ns))).toEqual([]);
  });
});
