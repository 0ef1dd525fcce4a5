import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';

// The compiled server's stack traces name the TypeScript source and line of each of its frames
// (server/core/source-maps.ts). A small program is compiled the way scripts/build-server.ts compiles
// the server (linked maps without the sources in them) and run by plain node, as `npm start` runs it.
const ROOT = path.resolve(import.meta.dirname, '../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawdesk-maps-'));

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the compiled server\'s stack traces', () => {
  it('name the TypeScript file and line of each frame of the build, not the compiled file', () => {
    const source = path.join(dir, 'use-case.ts');
    fs.writeFileSync(source, ['type Input = { id: string };', '', 'export function findThing(input: Input): never {', '  throw new Error(`no thing ${input.id}`);', '}', ''].join('\n'));
    const main = path.join(dir, 'main.ts');
    const mapper = path.join(ROOT, 'server/core/source-maps.ts');
    fs.writeFileSync(
      main,
      [`import { mapCompiledStackTraces } from ${JSON.stringify(mapper)};`, "import { findThing } from './use-case';", "mapCompiledStackTraces(process.argv[2]);", "queueMicrotask(() => {", "  try { findThing({ id: '42' }); } catch (err) { console.log((err as Error).stack); }", '});', ''].join('\n'),
    );
    const out = path.join(dir, 'dist');
    buildSync({ entryPoints: [main], outdir: out, bundle: true, format: 'esm', platform: 'node', outExtension: { '.js': '.mjs' }, sourcemap: 'linked', sourcesContent: false, logLevel: 'silent' });

    const run = spawnSync(process.execPath, [path.join(out, 'main.mjs'), out], { cwd: ROOT, encoding: 'utf8' });
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toBe('Error: no thing 42');
    expect(lines[1]).toBe(`    at findThing (${path.relative(ROOT, source)}:4:9)`);
    expect(lines[2]).toMatch(new RegExp(`^    at ${path.relative(ROOT, main).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:5:`));
    expect(run.stdout).not.toMatch(/dist[\\/]main\.mjs/);
  });
});
