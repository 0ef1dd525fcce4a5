import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { BLOCK, encodeHeader, paddedSize } from './tar-header';
import { type BackupEntry, type BackupManifest, MANIFEST_ENTRY } from './manifest';

export interface ArchiveFile {
  name: string;
  path: string;
}

/** The size and sha256 of a file, streamed (a database dump may be larger than memory). */
export async function describeFile(file: ArchiveFile): Promise<BackupEntry> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file.path), hash);
  return { name: file.name, size: fs.statSync(file.path).size, sha256: hash.digest('hex') };
}

/**
 * Writes a backup: a plain tar with the manifest first and the files after it. Written under a
 * temporary name and renamed once complete, so a file under `out` is never half written.
 */
export async function writeArchive(out: string, manifest: Omit<BackupManifest, 'entries'>, files: ArchiveFile[]): Promise<BackupManifest> {
  const entries = await Promise.all(files.map(describeFile));
  const full: BackupManifest = { ...manifest, entries };
  const manifestBytes = Buffer.from(`${JSON.stringify(full, null, 2)}\n`);
  const partial = `${out}.partial`;
  const fd = fs.openSync(partial, 'w', 0o600);
  try {
    const now = Date.now();
    const put = (bytes: Buffer) => fs.writeSync(fd, bytes);
    const pad = (size: number) => paddedSize(size) > size && put(Buffer.alloc(paddedSize(size) - size));
    put(encodeHeader({ name: MANIFEST_ENTRY, size: manifestBytes.length, mtime: now }));
    put(manifestBytes);
    pad(manifestBytes.length);
    for (const [i, file] of files.entries()) {
      put(encodeHeader({ name: file.name, size: entries[i].size, mtime: now }));
      await pipeline(fs.createReadStream(file.path), fs.createWriteStream('', { fd, autoClose: false }));
      pad(entries[i].size);
    }
    put(Buffer.alloc(2 * BLOCK));
    fs.fsyncSync(fd);
  } catch (err) {
    fs.closeSync(fd);
    fs.rmSync(partial, { force: true });
    throw err;
  }
  fs.closeSync(fd);
  fs.renameSync(partial, out);
  return full;
}
