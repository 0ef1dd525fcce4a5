import fs from 'node:fs';
import { SourceMap, type SourceMapping } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Stack traces of the compiled server (scripts/build-server.ts) name the TypeScript sources.
// Node's own source map support (--enable-source-maps) would, but it reads and keeps the map of
// every module the process loads, Next.js's build and runtime included (over 200 MB of maps): about
// 170 MB more resident memory at idle. This maps only the frames of the compiled server's own
// files, reading a file's map the first time one of its frames is printed.

const maps = new Map<string, SourceMap | null>();

function mapOf(file: string): SourceMap | null {
  if (!maps.has(file)) {
    let map: SourceMap | null = null;
    try {
      map = new SourceMap(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')));
    } catch {
      // no readable map: its frames stay as they are
    }
    maps.set(file, map);
  }
  return maps.get(file)!;
}

function frame(site: NodeJS.CallSite, root: string): string {
  const name = site.getFileName();
  const file = name?.startsWith('file:') ? fileURLToPath(name) : name;
  const line = site.getLineNumber();
  const column = site.getColumnNumber();
  // an empty object when the map has no entry there
  const entry = (file?.startsWith(root) && line && column ? mapOf(file)?.findEntry(line - 1, column - 1) : undefined) as Partial<SourceMapping> | undefined;
  if (!file || entry?.originalSource === undefined || entry.originalLine === undefined || entry.originalColumn === undefined) return `    at ${site}`;
  // a map names its sources relative to itself
  const source = path.relative(process.cwd(), path.resolve(path.dirname(file), entry.originalSource));
  const where = `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  const fn = site.getFunctionName();
  return `    at ${site.isAsync() ? 'async ' : ''}${fn ? `${fn} (${where})` : where}`;
}

function head(error: unknown): string {
  try {
    return String(error);
  } catch {
    return 'Error';
  }
}

/** Maps the stack frames of the files under `dir` to their sources through the maps beside them. */
export function mapCompiledStackTraces(dir: string): void {
  const root = path.resolve(dir) + path.sep;
  Error.prepareStackTrace = (error, sites) => head(error) + sites.map((site) => `\n${frame(site, root)}`).join('');
}
