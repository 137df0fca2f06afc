// Module worker of the checker: runs Pyodide and the rules engine (rules_py) off the main thread.
//
// It starts loading the moment it runs: its own URL says where Pyodide lives and where the
// engine's files are (relative to this file) and how many bytes the download has,
// `zugpruefer-worker.js?pyodide=../../pyodide/vX/&engine=engine-HASH/&bytes=N&snapshot=M`
// (written by the build, sitegen.checker.engine_config), so no message from the page has to
// arrive first.
// The engine is inside the engine folder's python_stdlib.zip, as bytecode for this Pyodide
// (sitegen/pyodide.py): nothing is installed, nothing compiled.
//
// The messages it takes and sends, the engine function for each operation and Pyodide's start
// options are in zugpruefer-protocol.js (the build inlines it here: sitegen/bundle.py). The
// worker decides nothing: it hands the JSON text to rules_py.api and returns its answer.

import { RUNTIME_BROKEN, answer, importEngine, pyodideOptions, reply, workerPlaces } from "./zugpruefer-protocol.js";

/** @typedef {import("./zugpruefer-protocol.js").WorkerMessage} WorkerMessage */

/** @param {WorkerMessage} message */
const say = (message) => postMessage(message);

// The same query also comes as the worker's name: a service worker may answer the script's
// request with its cached copy, whose URL (this worker's location) has no query.
const query = self.name || new URL(self.location.href).search;
const total = Number(new URLSearchParams(query).get("bytes")) || 0;
const snapshotBytes = Number(new URLSearchParams(query).get("snapshot")) || 0;
let loaded = 0;
let reportedAt = -Infinity;
// At most one message per REPORT_MS (and the last): a percent that moves four times a second
// reads as smooth, and each message has the page draw anew, on the thread and the cores that
// Pyodide's start needs (on a fast link the download took some 50 messages before).
const REPORT_MS = 250;

// Restoring the kept snapshot, the worker reads the runtime from the browser's caches: no
// download to show (the page would flash "Heruntergeladen … %", offline too).
let quiet = false;

function report() {
  const now = performance.now();
  if (quiet || (now - reportedAt < REPORT_MS && loaded < total)) return;
  reportedAt = now;
  say({ progress: "download", loaded, total });
}

// Pyodide fetches the WebAssembly, the stdlib zip and the lock file with fetch(): count the
// bytes of each body as they arrive (the page shows them, and notices when they stop). A clone
// is read for that, so Pyodide gets the response as the browser made it.
//
// The service worker leaves the WebAssembly and the zip to the browser's HTTP cache (they are
// cached for a year; sitegen/pwa.py): Chrome keeps the compiled WebAssembly beside such a
// response, so a later visit starts without compiling 9.6 MB again. Offline, with the HTTP
// cache emptied, they come from the copy the service worker kept (sw-runtime.js).
const plainFetch = self.fetch.bind(self);

/** @param {RequestInfo | URL} resource @param {RequestInit} [options] */
async function fetchOrKept(resource, options) {
  let response = null;
  let failure = null;
  try {
    response = await plainFetch(resource, options);
    if (response.ok) return response;
  } catch (error) {
    failure = error;
  }
  const kept = typeof caches === "undefined" ? undefined : await caches.match(resource).catch(() => undefined);
  if (kept) return kept;
  if (response) return response;
  throw failure;
}

// A runtime file that cannot work fails the start at once, with a detail that begins with
// RUNTIME_BROKEN (the page then does not blame the reader's connection): an error status, a
// WebAssembly of another type, or one that does not compile (truncated, corrupt). Pyodide
// itself would wait for minutes on some of these before it gave up.
/** @type {(error: Error) => void} */
let runtimeBroken = () => {};
const brokenRuntime = new Promise((_, reject) => {
  runtimeBroken = reject;
});
brokenRuntime.catch(() => {}); // raced against the start below

for (const name of /** @type {const} */ (["compile", "compileStreaming", "instantiate", "instantiateStreaming"])) {
  const original = /** @type {any} */ (WebAssembly)[name];
  if (typeof original !== "function") continue;
  /** @type {any} */ (WebAssembly)[name] = function (/** @type {any[]} */ ...args) {
    const result = original.apply(this, args);
    Promise.resolve(result).catch((/** @type {any} */ error) => runtimeBroken(new Error(`${RUNTIME_BROKEN} WebAssembly: ${error && error.message}`)));
    return result;
  };
}

/** @param {RequestInfo | URL} resource @param {Response} response */
function checkRuntimeFile(resource, response) {
  const url = String(resource instanceof Request ? resource.url : resource);
  if (!response.ok) runtimeBroken(new Error(`${RUNTIME_BROKEN} HTTP ${response.status} for ${url}`));
  const type = (response.headers.get("Content-Type") || "").split(";")[0].trim();
  if (/\.wasm(?:$|\?)/.test(url) && type !== "application/wasm") runtimeBroken(new Error(`${RUNTIME_BROKEN} ${url} sent as "${type}"`));
}

// The runtime's files, asked for the moment this worker runs (see boot() below): the request
// Pyodide makes for one of them later gets that response, once.
/** @type {Map<string, Promise<Response>>} */
const early = new Map();

/** @param {string} url */
function fetchEarly(url) {
  const response = fetchOrKept(url);
  response.catch(() => {}); // handed to Pyodide, which reports it
  early.set(url, response);
}

/** @param {RequestInfo | URL} resource @param {RequestInit} [options] */
function takeEarly(resource, options) {
  if (options && ((options.method && options.method !== "GET") || options.integrity)) return null;
  const url = String(resource instanceof Request ? resource.url : resource);
  const response = early.get(url);
  early.delete(url);
  return response || null;
}

self.fetch = async (resource, options) => {
  const response = await (takeEarly(resource, options) || fetchOrKept(resource, options));
  checkRuntimeFile(resource, response);
  const body = response.ok ? response.clone().body : null;
  if (body) {
    const reader = body.getReader();
    (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        loaded += value.byteLength;
        report();
      }
    })().catch(() => {});
  }
  return response;
};

/** @type {Record<string, unknown> | null} rules_py.api, once the engine runs */
let api = null;

// A later visit: the engine's snapshot (Pyodide's memory with the engine imported, made and
// checked at build: sitegen/snapshot.py), kept by the service worker in the background after
// a first visit (sw-runtime.js). Restoring it skips Python's start-up and the engine's import.
// Only a kept copy is used: the worker never downloads it (3 MB) on the way to a first answer.
// It is looked up first (a few milliseconds: the page learns at once whether a download comes)
// and read while Pyodide's script loads; a copy of another length than the build's is not
// used, and one that does not unpack or restore gives way to a normal start.
/** @param {string} url @returns {Promise<Response | null>} */
async function lookUpSnapshot(url) {
  if (typeof caches === "undefined" || !snapshotBytes) return null;
  try {
    const response = await caches.match(url);
    return response && response.ok ? response : null;
  } catch {
    return null;
  }
}

/** The memory image, or null when the format module cannot be had (not the copy's fault: it
 * stays for next time); throws when the copy is of no use. @param {Response} response */
async function readSnapshot(response) {
  const format = import("./zugpruefer-snapshot.js").catch(() => null);
  const buffer = await response.arrayBuffer();
  const unpack = (await format)?.unpack;
  if (!unpack) return null;
  if (buffer.byteLength !== snapshotBytes) throw new Error(`snapshot of ${buffer.byteLength} bytes`);
  return unpack(buffer);
}

/** A snapshot that does not restore is of no use next time either. @param {string} url */
async function forgetSnapshot(url) {
  const names = await caches.keys();
  await Promise.all(names.map(async (name) => (await caches.open(name)).delete(url)));
}

async function boot() {
  const { indexURL, engineURL } = workerPlaces(query, self.location.href);
  const snapshotURL = `${engineURL}snapshot.bin`;
  const pyodideScript = import(`${indexURL}pyodide.mjs`);
  pyodideScript.catch(() => {}); // handled below, maybe later than it fails
  // Everything Pyodide's script will ask for, asked for now, beside that script and the
  // snapshot's look-up (not one after the other: on a phone's link each request is a round
  // trip, and opening the cache storage of a new profile took 100–300 ms): its WebAssembly,
  // the standard library with the engine, the lock file (Pyodide's fetch() gets these
  // responses) and its other script (the module map hands the same module to its import).
  // A restored snapshot needs them too. The URLs are the ones pyodideOptions() gives Pyodide.
  const where = pyodideOptions({ indexURL, engineURL });
  for (const url of [`${indexURL}pyodide.asm.wasm`, where.stdLibURL, where.lockFileURL]) fetchEarly(url);
  import(`${indexURL}pyodide.asm.mjs`).catch(() => {}); // Pyodide's own import reports a failure
  const found = await lookUpSnapshot(snapshotURL);
  // Restoring, the worker reads the runtime from the browser's caches: it reports no download.
  quiet = Boolean(found);
  say(found ? { progress: "engine" } : { progress: "download", loaded: 0, total });
  const snapshot = found ? readSnapshot(found) : Promise.resolve(null);
  snapshot.catch(() => {}); // handled below, maybe later than it fails
  const { loadPyodide: load } = await pyodideScript;
  const loadPyodide = (/** @type {any} */ options) => Promise.race([load(options), brokenRuntime]);
  const options = () => pyodideOptions({ indexURL, engineURL });
  const kept = await snapshot.catch(() => undefined); // undefined: there, but of no use
  if (kept) {
    try {
      api = importEngine(await loadPyodide({ ...options(), _loadSnapshot: kept }), indexURL);
      say({ progress: "ready", start: "snapshot" });
      return;
    } catch {
      api = null;
    }
  }
  quiet = false;
  if (found && kept !== null) await forgetSnapshot(snapshotURL).catch(() => {});
  const pyodide = await loadPyodide(options());
  say({ progress: "engine" });
  api = importEngine(pyodide, indexURL);
  say({ progress: "ready", start: "normal" });
}

const booting = boot();
booting.catch(() => {}); // reported to the page in answer to "init" and to every request

self.onmessage = async (/** @type {MessageEvent<import("./zugpruefer-protocol.js").Request>} */ event) => {
  const { id, op } = event.data;
  try {
    await booting;
    say(reply(id, { text: op === "init" ? "ready" : answer(/** @type {Record<string, unknown>} */ (api), op, /** @type {any} */ (event.data).text) }));
  } catch (error) {
    say(reply(id, { error }));
  }
};
