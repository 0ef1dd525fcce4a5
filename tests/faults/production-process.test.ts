import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppProcess, startAppProcess, unhandledFaults } from '../support/app-process';

// `npm start` runs compiled JavaScript: its command is plain node, and the server it leaves running
// loads the compiled server and route modules and no TypeScript compiler or loader at all (tsx,
// esbuild, typescript), nor any .ts file. A preload (tests/support/module-log.mjs) writes down every
// module the process loads, whichever way it is loaded; the build step runs in a child process of
// its own, which must be gone once the server answers.
const ROOT = path.resolve(import.meta.dirname, '../..');
const TYPESCRIPT_TOOLING = /[\\/]node_modules[\\/](tsx|esbuild|@esbuild|typescript|@esbuild-kit)[\\/]/;
const TYPESCRIPT_SOURCE = /\.[cm]?tsx?$/;

const startCommand = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.start;
let app: AppProcess;
let logDir: string;
let logFile: string;

const loaded = () => [...new Set(fs.readFileSync(logFile, 'utf8').split('\n').filter(Boolean))].map((entry) => (entry.startsWith('file:') ? new URL(entry).pathname : entry));

beforeAll(async () => {
  logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawdesk-modules-'));
  logFile = path.join(logDir, 'modules.log');
  fs.writeFileSync(logFile, '');
  const [, ...args] = startCommand.split(' ');
  const preload = pathToFileURL(path.join(ROOT, 'tests/support/module-log.mjs')).href;
  app = await startAppProcess({ args: ['--import', preload, ...args], env: { PAWDESK_MODULE_LOG: logFile, DEMO_HISTORY_DAYS: '1' } });
});

afterAll(async () => {
  await app?.stop();
  if (logDir) fs.rmSync(logDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('is plain node on a JavaScript file, with no TypeScript loader', () => {
    expect(startCommand).toMatch(/^node [\w/.-]+\.mjs$/);
    const cmdline = fs.readFileSync(`/proc/${app.pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    expect(cmdline.join(' ')).not.toMatch(/tsx|ts-node|--loader|--experimental-loader|--require/);
    const environ = fs.readFileSync(`/proc/${app.pid}/environ`, 'utf8').split('\0');
    expect(environ.find((v) => v.startsWith('NODE_OPTIONS=')) ?? '').not.toMatch(/tsx|loader/);
  });

  it('serves the console and /api/v1 from the compiled modules, and loads no TypeScript tooling or source', async () => {
    expect((await fetch(`${app.url}/vi/sign-in`)).status).toBe(200);
    // a route module runs: it refuses a call without a token
    const answer = await fetch(`${app.url}/api/v1/customers`);
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ statusCode: 401 });

    const modules = loaded();
    const dist = path.join(ROOT, '.next/server-dist');
    expect(modules).toContain(path.join(dist, 'server.mjs'));
    expect(modules).toContain(path.join(dist, 'app/api/v1/customers/route.mjs'));
    expect(modules.filter((file) => TYPESCRIPT_TOOLING.test(file))).toEqual([]);
    expect(modules.filter((file) => TYPESCRIPT_SOURCE.test(file))).toEqual([]);
    expect(unhandledFaults(app.output())).toEqual([]);
  });

  it('leaves no other process behind: the build step has ended and no esbuild service runs', () => {
    const children = fs
      .readdirSync(`/proc/${app.pid}/task`)
      .flatMap((task) => fs.readFileSync(`/proc/${app.pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean));
    expect(children).toEqual([]);
  });
});
