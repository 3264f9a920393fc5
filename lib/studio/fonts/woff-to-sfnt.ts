// WOFF 1.0 -> plain TrueType/OpenType bytes with Node's zlib. opentype.js's own small inflater rejects some of
// the larger @fontsource CJK subsets ("Data error"), zlib reads them all.
import { inflateSync } from 'node:zlib';

export function woffToSfnt(woff: Buffer): ArrayBuffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) return woff.buffer.slice(woff.byteOffset, woff.byteOffset + woff.byteLength) as ArrayBuffer;
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const o = 44 + i * 20;
    return {
      tag: woff.readUInt32BE(o),
      offset: woff.readUInt32BE(o + 4),
      compLength: woff.readUInt32BE(o + 8),
      origLength: woff.readUInt32BE(o + 12),
      checksum: woff.readUInt32BE(o + 16),
    };
  });
  const headerSize = 12 + 16 * numTables;
  let size = headerSize;
  for (const t of tables) size += (t.origLength + 3) & ~3;
  const out = Buffer.alloc(size);
  out.writeUInt32BE(woff.readUInt32BE(4), 0); // flavor: TrueType or CFF
  const entrySelector = Math.floor(Math.log2(numTables));
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(16 * 2 ** entrySelector, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - 16 * 2 ** entrySelector, 10);
  let at = headerSize;
  tables.forEach((t, i) => {
    const raw = woff.subarray(t.offset, t.offset + t.compLength);
    const data = t.compLength < t.origLength ? inflateSync(raw) : raw;
    const o = 12 + i * 16;
    out.writeUInt32BE(t.tag, o);
    out.writeUInt32BE(t.checksum, o + 4);
    out.writeUInt32BE(at, o + 8);
    out.writeUInt32BE(t.origLength, o + 12);
    data.copy(out, at);
    at += (t.origLength + 3) & ~3;
  });
  return out.buffer.slice(out.byteOffset, out.byteOffset + out.byteLength) as ArrayBuffer;
}
