// The snapshot's storage format under Node (tests/quality/test_snapshot_format.py):
//
//   node snapshot_roundtrip.mjs <zugpruefer-snapshot.js as a file: URL> <cases as JSON>
//
// Each case is {length, bytes: [[offset, value], ...]} (an image of zeros but for those
// bytes); prints {out: {name: {packed, same}}, refused: {name: bool}}: how long `pack` made
// each image and whether `unpack` gave it back byte for byte, and for five inputs that `pack`
// did not write whether `unpack` refused them with its own error ("snapshot: …").
const { pack, unpack } = await import(process.argv[2]);
const cases = JSON.parse(process.argv[3]);
const out = {};
for (const [name, spec] of Object.entries(cases)) {
  const image = new Uint8Array(spec.length);
  for (const [offset, value] of spec.bytes) image[offset] = value;
  const packed = pack(image);
  const back = unpack(packed.slice().buffer);
  out[name] = {
    packed: packed.length,
    same: back.length === image.length && back.every((b, i) => b === image[i]),
  };
}
const refused = {};
const good = pack(new Uint8Array(3 * 65536 + 5).fill(7, 65536, 65540));
for (const [name, bytes] of Object.entries({
  empty: new Uint8Array(0),
  zeros: new Uint8Array(good.length),
  shorter: good.subarray(0, good.length - 1),
  longer: new Uint8Array([...good, 0]),
  "other magic": Uint8Array.from(good, (b, i) => (i === 0 ? b ^ 1 : b)),
})) {
  try {
    unpack(bytes);
    refused[name] = false;
  } catch (error) {
    refused[name] = String(error.message).startsWith("snapshot:");
  }
}
process.stdout.write(JSON.stringify({ out, refused }));
