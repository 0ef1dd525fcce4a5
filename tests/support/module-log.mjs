import fs from 'node:fs';
import Module, { register } from 'node:module';

// Preloaded (`node --import`) into a server process under test: appends the file of every module
// the process loads, ES modules and CommonJS alike, one a line, to PAWDESK_MODULE_LOG, so a test
// can tell what the process runs (tests/faults/production-process.test.ts).
const log = process.env.PAWDESK_MODULE_LOG;
if (log) {
  // ES modules load through the hooks, on a thread of their own
  const hooks = `
    import fs from 'node:fs';
    export async function load(url, context, next) {
      fs.appendFileSync(${JSON.stringify(log)}, url + '\\n');
      return next(url, context);
    }`;
  register(`data:text/javascript,${encodeURIComponent(hooks)}`);
  // require() does not go through those hooks on Node 20
  const seen = new Set();
  const resolveFilename = Module._resolveFilename;
  Module._resolveFilename = function (...args) {
    const file = resolveFilename.apply(this, args);
    if (!seen.has(file)) {
      seen.add(file);
      fs.appendFileSync(log, `${file}\n`);
    }
    return file;
  };
}
