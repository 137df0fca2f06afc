// The checker's quick start: Pyodide's memory with the engine imported, made at build and
// checked before it is kept (sitegen/snapshot.py says where it goes and why).
//
//   node sitegen/snapshot.mjs <config.json>
//
// config.json: {"pyodide": dir of the npm package's runtime, "engine": dir with the site's
//   python_stdlib.zip and pyodide-lock.json, "out": file to write, "warm": [{op, text}],
//   "requests": [{op, text}]}  (op: check | placements | play | score, as the worker calls them)
// Prints {"bytes" (of the file), "requests", "normal_ms", "restored_ms"} on stdout.
//
// 1. A normal start, as the worker starts without a snapshot; the answer to every request.
// 2. A start for the snapshot (Pyodide's `_makeSnapshot`): the engine imported and its text
//    functions called once each ("warm": what a first check imports on the way), then its
//    memory (`makeMemorySnapshot`, Pyodide's private API: same runtime build only, which its
//    header records and the restore checks), stored without its pieces of zeros
//    (docs/assets/javascripts/zugpruefer-snapshot.js, which the worker unpacks it with).
// 3. A start from that file unpacked, as the worker restores it: it must hold the engine already and
//    answer every request exactly as the normal start did, or no snapshot is written and the
//    build fails.
// The environment is the browser's, not Node's (no script path in `os.environ["_"]`, no
// host language): a snapshot made under Node is restored in the browser's worker.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { OPS, pyodideOptions } from "../docs/assets/javascripts/zugpruefer-protocol.js";
import { pack, unpack } from "../docs/assets/javascripts/zugpruefer-snapshot.js";

const config = JSON.parse(readFileSync(process.argv[2], "utf8"));
const indexURL = path.resolve(config.pyodide) + path.sep;
const engine = path.resolve(config.engine) + path.sep;
const log = (text) => process.stderr.write(`${text}\n`);
const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);

// The worker's options (zugpruefer-protocol.js), and what a browser's worker has: Emscripten's
// "./this.program", and no LANG from Node's host.
const options = () => ({
  ...pyodideOptions({ indexURL, engineURL: engine, print: log }),
  _sysExecutable: "./this.program",
  env: { LANG: "C.UTF-8" },
});

function answers(pyodide, requests) {
  const api = pyodide.pyimport("rules_py.api");
  try {
    return requests.map(({ op, text }) => {
      const call = api[OPS[op]];
      try {
        return call(text);
      } finally {
        call.destroy();
      }
    });
  } finally {
    api.destroy();
  }
}

let started = performance.now();
const normal = await loadPyodide(options());
const expected = answers(normal, config.requests);
const normalMs = performance.now() - started;

const maker = await loadPyodide({ ...options(), _makeSnapshot: true });
answers(maker, config.warm);
maker.runPython("import _stdlib_fallback, gc; gc.collect()");
// Stored without its pieces of zeros; restored from what the worker will unpack.
const packed = pack(maker.makeMemorySnapshot());

started = performance.now();
const restored = await loadPyodide({ ...options(), _loadSnapshot: unpack(packed) });
if (!restored.runPython("import sys; 'rules_py.api' in sys.modules")) {
  throw new Error("the restored snapshot has no engine imported");
}
const got = answers(restored, config.requests);
const restoredMs = performance.now() - started;
const differ = got.flatMap((answer, i) => (answer === expected[i] ? [] : [i]));
if (differ.length > 0) {
  const i = differ[0];
  throw new Error(
    `${differ.length} of ${got.length} answers differ after a restore; the first:\n` +
      `request ${JSON.stringify(config.requests[i])}\nnormal   ${expected[i]}\nrestored ${got[i]}`,
  );
}
writeFileSync(config.out, packed);
process.stdout.write(
  JSON.stringify({
    bytes: packed.length,
    requests: got.length,
    normal_ms: Math.round(normalMs),
    restored_ms: Math.round(restoredMs),
  }),
);
