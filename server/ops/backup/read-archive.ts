import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { OpsError } from '../ops-error';
import { BLOCK, decodeHeader, paddedSize } from './tar-header';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, type BackupManifest, MANIFEST_ENTRY, manifestSchema } from './manifest';

export interface OpenedBackup {
  path: string;
  manifest: BackupManifest;
  /** where each entry's bytes start in the file */
  offsets: Map<string, number>;
}

const MANIFEST_MAX_BYTES = 1024 * 1024;

function readBlock(fd: number, position: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  const read = fs.readSync(fd, block, 0, BLOCK, position);
  return read === BLOCK ? block : block.subarray(0, read);
}

/**
 * Opens a backup and checks its structure without reading the data: a PawDesk manifest first,
 * every entry it lists present with its size, and the archive's closing blocks (a truncated copy
 * lacks them). Checksums are `verifyBackup`'s.
 */
export function openBackup(file: string): OpenedBackup {
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new OpsError(`${file}: no such file.`);
  const fileSize = fs.statSync(file).size;
  const notBackup = new OpsError(`${file} is not a PawDesk backup (no PawDesk manifest at its start).`);
  const truncated = new OpsError(`${file} is truncated: it ends before the last entry its manifest lists (${fileSize} bytes). Use another copy.`);
  const fd = fs.openSync(file, 'r');
  try {
    const first = decodeHeader(readBlock(fd, 0));
    if (!first || first === 'end' || first.name !== MANIFEST_ENTRY || first.size > MANIFEST_MAX_BYTES) throw notBackup;
    if (BLOCK + first.size > fileSize) throw truncated;
    const raw = Buffer.alloc(first.size);
    fs.readSync(fd, raw, 0, first.size, BLOCK);
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.toString('utf8'));
    } catch {
      throw notBackup;
    }
    const format = (parsed as { format?: unknown; formatVersion?: unknown } | null) ?? {};
    if (format.format !== BACKUP_FORMAT) throw notBackup;
    if (typeof format.formatVersion === 'number' && format.formatVersion > BACKUP_FORMAT_VERSION) {
      throw new OpsError(`${file} was written by a newer PawDesk (backup format ${format.formatVersion}; this one reads up to ${BACKUP_FORMAT_VERSION}): update PawDesk first.`);
    }
    const result = manifestSchema.safeParse(parsed);
    if (!result.success) throw new OpsError(`${file} has a damaged manifest: ${result.error.issues[0]?.path.join('.')} ${result.error.issues[0]?.message}.`);
    const manifest = result.data;

    const offsets = new Map<string, number>();
    let position = BLOCK + paddedSize(first.size);
    for (const expected of manifest.entries) {
      if (position + BLOCK > fileSize) throw truncated;
      const header = decodeHeader(readBlock(fd, position));
      if (!header || header === 'end') throw new OpsError(`${file} is damaged: the entry ${expected.name} is missing or its header is broken.`);
      if (header.name !== expected.name || header.size !== expected.size) {
        throw new OpsError(`${file} is damaged: found ${header.name} (${header.size} bytes) where the manifest lists ${expected.name} (${expected.size} bytes).`);
      }
      offsets.set(header.name, position + BLOCK);
      position += BLOCK + paddedSize(header.size);
      if (position > fileSize) throw truncated;
    }
    if (position + 2 * BLOCK > fileSize || decodeHeader(readBlock(fd, position)) !== 'end') throw truncated;
    return { path: file, manifest, offsets };
  } finally {
    fs.closeSync(fd);
  }
}

function entryStream(backup: OpenedBackup, name: string): Readable {
  const start = backup.offsets.get(name);
  const entry = backup.manifest.entries.find((e) => e.name === name);
  if (start === undefined || !entry) throw new OpsError(`${backup.path} has no entry ${name}.`);
  // a read stream's range cannot be empty
  return entry.size === 0 ? Readable.from([]) : fs.createReadStream(backup.path, { start, end: start + entry.size - 1 });
}

/** Checks every entry against the sha256 the manifest holds: a tampered or damaged copy is refused. */
export async function verifyBackup(backup: OpenedBackup): Promise<void> {
  for (const entry of backup.manifest.entries) {
    const hash = createHash('sha256');
    await pipeline(entryStream(backup, entry.name), hash);
    if (hash.digest('hex') !== entry.sha256) {
      throw new OpsError(`${backup.path} is damaged or was altered: the checksum of ${entry.name} does not match its manifest. Nothing was restored.`);
    }
  }
}

/** Copies one entry of a verified backup to `dest`. */
export async function extractEntry(backup: OpenedBackup, name: string, dest: string): Promise<void> {
  await pipeline(entryStream(backup, name), fs.createWriteStream(dest, { mode: 0o600 }));
}

export function hasEntry(backup: OpenedBackup, name: string): boolean {
  return backup.offsets.has(name);
}

/** One entry of a verified backup in memory (PGlite's loadDataDir takes its data directory whole). */
export async function readEntry(backup: OpenedBackup, name: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of entryStream(backup, name)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
