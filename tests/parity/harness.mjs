// Run the engine inside real Pyodide under Node, from the very files the site ships.
//
//   node harness.mjs <pyodide-dir> [requests.jsonl] [--snapshot]
//
// <pyodide-dir> is the site's `pyodide/v314.0.7/` folder (pyodide.mjs, pyodide.asm.*, the
// published python_stdlib.zip) with its `engine-<hash>/` folder (the site's python_stdlib.zip,
// which holds the engine, and pyodide-lock.json); it starts them as the checker's worker does
// (zugpruefer-worker.js), with the fallback to the published zip; with --snapshot it restores
// the engine folder's snapshot.bin instead, unpacked as the worker does on a later visit
// (sitegen/snapshot.py). Each input line (from the file,
// or stdin without one) is a JSON string: the text handed to `rules_py.api.check_json`
// (a string, so that empty or broken request texts pass through unchanged), or
// {"op": "check" | "placements" | "play" | "score", "text": "…"} for that text function of the API
// (the same functions the checker's worker calls).
// The Python it runs is in harness.py (and sitegen/precompile.py, for the zip's modules).
// Output, one JSON line each: first {"ready": {...}} (what was loaded; "preloaded": the engine
// was imported before anything asked for it, as only a snapshot has it), then
// {"i": n, "result": <the parsed check_json answer>} per request, in order, and last
// {"stdlib": {"bytecode": [...], "source": [...], "fallback": ...}}: the modules of the site's
// python_stdlib.zip that were imported, from precompiled bytecode and from source, and where
// a module that the site's zip leaves out (tomllib) was imported from afterwards.
// Everything Pyodide itself prints goes to stderr; nothing is fetched from the network.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import path from "node:path";
import { OPS, pyodideOptions } from "../../docs/assets/javascripts/zugpruefer-protocol.js";
import { unpack } from "../../docs/assets/javascripts/zugpruefer-snapshot.js";

const args = process.argv.slice(2);
const fromSnapshot = args.includes("--snapshot");
const [dir, file] = args.filter((arg) => arg !== "--snapshot");
if (!dir) {
  console.error("usage: node harness.mjs <pyodide-dir> [requests.jsonl] [--snapshot]");
  process.exit(2);
}
const indexURL = path.resolve(dir) + path.sep;
const log = (...args) => process.stderr.write(args.join(" ") + "\n");
console.log = log; // package-loading messages must not mix with the results
console.info = log;

// No network: Pyodide must find everything in the folder. Any fetch of a remote URL fails
// loudly here (and makes the harness exit non-zero) instead of quietly reaching a CDN.
const remote = [];
const localFetch = globalThis.fetch;
globalThis.fetch = async (resource, options) => {
  const url = String(resource?.url ?? resource);
  if (/^(https?|wss?):/i.test(url)) {
    remote.push(url);
    throw new Error(`harness.mjs: network access refused: ${url}`);
  }
  return localFetch(resource, options);
};

const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);
const engines = readdirSync(indexURL).filter((name) => name.startsWith("engine-"));
if (engines.length !== 1) {
  console.error(`expected one engine-<hash>/ folder in ${indexURL}, found ${engines}`);
  process.exit(2);
}
const engineDir = path.join(indexURL, engines[0]);
const pyodide = await loadPyodide({
  ...pyodideOptions({ indexURL, engineURL: engineDir + path.sep, print: log }),
  ...(fromSnapshot ? { _loadSnapshot: unpack(readFileSync(path.join(engineDir, "snapshot.bin"))) } : {}),
});
// The harness's Python side (harness.py) with the build's precompile module, which it shares.
pyodide.FS.mkdirTree("/harness");
for (const file of [new URL("harness.py", import.meta.url), new URL("../../sitegen/precompile.py", import.meta.url)]) {
  pyodide.FS.writeFile(`/harness/${path.basename(fileURLToPath(file))}`, readFileSync(file));
}
const sys = pyodide.pyimport("sys");
sys.path.append("/harness");
sys.destroy();
const harness = pyodide.pyimport("harness");
const preloaded = harness.preloaded();
// The fallback as the worker installs it; under Node it reads the published zip from the
// folder instead of fetching it.
harness.install_fallback(path.join(indexURL, "python_stdlib.zip"), (name) => new Uint8Array(readFileSync(name)));
const info = JSON.parse(harness.info());
info.preloaded = preloaded;
const api = pyodide.pyimport("rules_py.api");
// The text function for each operation, as the worker calls it.
const entry = Object.fromEntries(Object.entries(OPS).map(([op, name]) => [op, api[name]]));
const out = (obj) => process.stdout.write(JSON.stringify(obj) + "\n");
out({ ready: info });

const text = readFileSync(file ?? 0, "utf8");
let i = 0;
for (const line of text.split("\n")) {
  if (line === "") continue;
  const item = JSON.parse(line);
  const [op, request] = typeof item === "string" ? ["check", item] : [item.op, item.text];
  out({ i, result: JSON.parse(entry[op](request)) });
  i += 1;
}
Object.values(entry).forEach((fn) => fn.destroy());
api.destroy();
const stdlib = JSON.parse(harness.stdlib());
harness.destroy();
out({ stdlib });
if (remote.length > 0) {
  log(`remote URLs were requested: ${remote.join(", ")}`);
  process.exit(3);
}
