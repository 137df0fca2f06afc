// The engine's snapshot as the site stores it (sitegen/snapshot.py): Pyodide's memory is 31 MB,
// more than half of it in 64 KiB pieces of zeros. Stored without those, a kept copy takes about
// 12 MB of the phone's storage instead of 31 MB and is read from it in well under half the time;
// on the wire (brotli) it is hardly smaller.
//
// Used by the build (`pack`, sitegen/snapshot.mjs), the parity tests and the checker's worker
// (`unpack`, imported only when it has a kept copy). Layout, little-endian:
//   u32 MAGIC, u32 piece size, u32 length of the whole memory image, u32 number of pieces,
//   one byte a piece (1: stored, 0: zeros), zeros up to a multiple of 4 bytes,
//   then the stored pieces in order (the last one may be shorter).

const MAGIC = 0x31504e53; // "SNP1"
const PIECE = 65536;
const HEADER = 16;

/** @param {number} length @param {number} index */
const pieceLength = (length, index) => Math.min(PIECE, length - index * PIECE);

/** The memory image without its pieces of zeros. @param {Uint8Array} image @returns {Uint8Array} */
export function pack(image) {
  const count = Math.ceil(image.length / PIECE);
  const flags = new Uint8Array(count);
  let stored = 0;
  for (let i = 0; i < count; i++) {
    const piece = image.subarray(i * PIECE, i * PIECE + pieceLength(image.length, i));
    if (piece.some((byte) => byte !== 0)) {
      flags[i] = 1;
      stored += piece.length;
    }
  }
  const start = HEADER + Math.ceil(count / 4) * 4;
  const packed = new Uint8Array(start + stored);
  const view = new DataView(packed.buffer);
  [MAGIC, PIECE, image.length, count].forEach((value, i) => view.setUint32(4 * i, value, true));
  packed.set(flags, HEADER);
  let at = start;
  for (let i = 0; i < count; i++) {
    if (!flags[i]) continue;
    const length = pieceLength(image.length, i);
    packed.set(image.subarray(i * PIECE, i * PIECE + length), at);
    at += length;
  }
  return packed;
}

/** The memory image again; throws if `packed` is not what `pack` wrote.
 * @param {ArrayBuffer | Uint8Array} packed @returns {Uint8Array} */
export function unpack(packed) {
  const bytes = packed instanceof Uint8Array ? packed : new Uint8Array(packed);
  if (bytes.length < HEADER) throw new Error("snapshot: no header");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const [magic, piece, length, count] = [0, 1, 2, 3].map((i) => view.getUint32(4 * i, true));
  if (magic !== MAGIC || piece !== PIECE || count !== Math.ceil(length / PIECE)) {
    throw new Error("snapshot: not a packed memory image");
  }
  const start = HEADER + Math.ceil(count / 4) * 4;
  const flags = bytes.subarray(HEADER, HEADER + count);
  let stored = 0;
  for (let i = 0; i < count; i++) if (flags[i]) stored += pieceLength(length, i);
  if (bytes.length !== start + stored) throw new Error("snapshot: length does not match its pieces");
  const image = new Uint8Array(length);
  let at = start;
  for (let i = 0; i < count; i++) {
    if (!flags[i]) continue;
    const size = pieceLength(length, i);
    image.set(bytes.subarray(at, at + size), i * PIECE);
    at += size;
  }
  return image;
}
