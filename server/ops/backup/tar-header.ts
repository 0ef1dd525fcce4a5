// The 512-byte ustar header of a plain tar file, so that a backup also opens with `tar -tvf`
// (POSIX.1-1988 ustar; names up to 100 bytes, sizes up to 8 GiB, which is all a backup needs).
export const BLOCK = 512;

export interface TarEntryHeader {
  name: string;
  size: number;
  mtime: number;
}

function writeString(block: Buffer, offset: number, length: number, value: string): void {
  block.write(value, offset, Math.min(length, Buffer.byteLength(value)), 'utf8');
}

function writeOctal(block: Buffer, offset: number, length: number, value: number): void {
  writeString(block, offset, length, `${value.toString(8).padStart(length - 1, '0')}\0`);
}

function checksum(block: Buffer): number {
  let sum = 0;
  // the checksum field itself counts as eight spaces
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : block[i];
  return sum;
}

export function encodeHeader(header: TarEntryHeader): Buffer {
  if (Buffer.byteLength(header.name) > 100) throw new Error(`tar entry name too long: ${header.name}`);
  if (header.size >= 8 ** 11) throw new Error(`tar entry too large: ${header.name}`);
  const block = Buffer.alloc(BLOCK);
  writeString(block, 0, 100, header.name);
  writeOctal(block, 100, 8, 0o600);
  writeOctal(block, 108, 8, 0);
  writeOctal(block, 116, 8, 0);
  writeOctal(block, 124, 12, header.size);
  writeOctal(block, 136, 12, Math.floor(header.mtime / 1000));
  block[156] = '0'.charCodeAt(0);
  writeString(block, 257, 6, 'ustar\0');
  writeString(block, 263, 2, '00');
  writeString(block, 148, 8, `${checksum(block).toString(8).padStart(6, '0')}\0 `);
  return block;
}

const readString = (block: Buffer, offset: number, length: number) => block.subarray(offset, offset + length).toString('utf8').replace(/\0.*$/s, '');
const readOctal = (block: Buffer, offset: number, length: number) => parseInt(readString(block, offset, length).trim() || '0', 8);

/** The header in `block`, `'end'` for the zero block that closes an archive, or null when it is not a valid ustar header. */
export function decodeHeader(block: Buffer): TarEntryHeader | 'end' | null {
  if (block.length !== BLOCK) return null;
  if (block.every((b) => b === 0)) return 'end';
  if (readString(block, 257, 6) !== 'ustar' || readOctal(block, 148, 8) !== checksum(block)) return null;
  const size = readOctal(block, 124, 12);
  if (!Number.isSafeInteger(size) || size < 0) return null;
  return { name: readString(block, 0, 100), size, mtime: readOctal(block, 136, 12) * 1000 };
}

export const paddedSize = (size: number) => Math.ceil(size / BLOCK) * BLOCK;
