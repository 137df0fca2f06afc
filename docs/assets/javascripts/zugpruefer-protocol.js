// The one description of how a page talks to the checker's worker (zugpruefer-worker.js), and of
// how anything starts the engine in Pyodide: the worker, the page's engine (zugpruefer-engine.js,
// for the checker and the calculator), the bench's workers (tools/bench_web/), and under Node the
// build's precompile and snapshot (sitegen/precompile.mjs, snapshot.mjs) and the parity tests
// (tests/parity/harness.mjs).
// Pure: no DOM, no worker globals, so every one of them can import it (and `node --test` too).
//
// Every message is a plain object (structured clone), told apart by its fields:
//
//   page → worker   {id, op: "init"}                answered once the engine runs (text "ready")
//                   {id, op: OP, text: "<request JSON>"}   OP one of the keys of OPS
//   worker → page   {id, ok: true, text: "<response JSON>"}
//                   {id, ok: false, error: "<technical detail>", dead: boolean}
//                     (dead: Pyodide had a fatal error and can answer nothing more)
//                   {progress: "download", loaded, total}   bytes of the runtime received so far
//                   {progress: "engine"}   the download is done and Python starts, or at once
//                     when it restores the kept snapshot (then no download is reported)
//                   {progress: "ready", start: "normal" | "snapshot"}   started, and how
//
// The worker decides nothing: it hands the JSON text to the engine function that OPS names for
// the operation and returns its answer (docs-dev/contract.md).

/**
 * An operation the engine answers: the keys of OPS.
 * @typedef {"check" | "placements" | "play" | "score"} Op
 */

/**
 * The engine's text function for each operation (rules_py.api): JSON text in, JSON text out.
 * @type {Readonly<Record<Op, string>>}
 */
export const OPS = Object.freeze({
  check: "check_json",
  placements: "placements_json",
  play: "play_json",
  score: "score_json",
});

/**
 * @typedef {{id: number, op: "init"}} InitRequest  asks the worker to say once the engine runs
 * @typedef {{id: number, op: Op, text: string}} OpRequest  a question for the engine
 * @typedef {InitRequest | OpRequest} Request  page → worker
 */

/**
 * @typedef {{id: number, ok: true, text: string}} Answer  the engine's answer (or "ready")
 * @typedef {{id: number, ok: false, error: string, dead: boolean}} Failure  no answer, and why
 * @typedef {{progress: "download", loaded: number, total: number}} DownloadProgress
 * @typedef {{progress: "engine"}} EngineProgress
 * @typedef {"normal" | "snapshot"} StartKind  how the engine started (normal, or restored)
 * @typedef {{progress: "ready", start: StartKind}} ReadyProgress
 * @typedef {DownloadProgress | EngineProgress | ReadyProgress} Progress
 * @typedef {Answer | Failure} Reply  the worker's reply to a request, by its id
 * @typedef {Reply | Progress} WorkerMessage  worker → page
 */

/**
 * How the `error` of a failed start begins when a runtime file came broken from the server (an
 * error status, a WebAssembly of another type, or one that does not compile): the worker fails
 * at once, and the page says the site sent a broken file rather than blame the connection.
 */
export const RUNTIME_BROKEN = "runtime:";

/**
 * Whether a start failed because a runtime file came broken (see RUNTIME_BROKEN).
 * @param {unknown} detail the failure's error text
 * @returns {boolean}
 */
export function isRuntimeBroken(detail) {
  return String(detail).startsWith(RUNTIME_BROKEN);
}

/**
 * Whether `op` names an operation of the engine.
 * @param {unknown} op
 * @returns {op is Op}
 */
export function isOp(op) {
  return typeof op === "string" && Object.hasOwn(OPS, op);
}

/**
 * The request for an operation, or the start's ("init").
 * @param {number} id
 * @param {Op | "init"} op
 * @param {string} [text] the request JSON (not for "init")
 * @returns {Request}
 */
export function request(id, op, text = "") {
  return op === "init" ? { id, op } : { id, op, text };
}

/**
 * Whether a message from the worker reports progress of its start (else it replies to a request).
 * @param {WorkerMessage} message
 * @returns {message is Progress}
 */
export function isProgress(message) {
  return "progress" in message;
}

/**
 * The reply to a request: its answer, or its failure (the text of the error it threw).
 * @param {number} id
 * @param {{text: string} | {error: unknown}} outcome
 * @returns {Reply}
 */
export function reply(id, outcome) {
  if ("text" in outcome) return { id, ok: true, text: outcome.text };
  const error = /** @type {any} */ (outcome.error);
  const text = String(error && error.message ? error.message : error);
  // After a fatal error Pyodide answers nothing any more: the page replaces the worker.
  return { id, ok: false, error: text, dead: /fatal error/i.test(text) };
}

/**
 * The engine's text function for an operation, called on the request's text.
 * @param {Record<string, unknown>} api rules_py.api as Pyodide hands it over
 * @param {unknown} op
 * @param {unknown} text
 * @returns {string}
 */
export function answer(api, op, text) {
  const call = isOp(op) ? api[OPS[op]] : null;
  if (typeof call !== "function") throw new Error(`unknown operation ${op}`);
  return call(String(text));
}

/**
 * Where the worker finds Pyodide and the engine: the query of its URL, written by the build
 * (sitegen.checker.engine_config), `?pyodide=../../pyodide/vX/&engine=engine-HASH/&bytes=N&snapshot=M`
 * (pyodide relative to the worker's URL, engine relative to pyodide; bytes: the download's
 * size; snapshot: the length of the engine's snapshot file, 0 without one).
 * @param {string} query the URL's search part
 * @param {string} base the worker's URL
 * @returns {{indexURL: string, engineURL: string, bytes: number, snapshotBytes: number}}
 */
export function workerPlaces(query, base) {
  const params = new URLSearchParams(query);
  const pyodide = params.get("pyodide");
  const engine = params.get("engine");
  if (!pyodide || !engine) throw new Error("worker URL without pyodide/engine");
  const indexURL = new URL(pyodide, base).href;
  return {
    indexURL,
    engineURL: new URL(engine, indexURL).href,
    bytes: Number(params.get("bytes")) || 0,
    snapshotBytes: Number(params.get("snapshot")) || 0,
  };
}

/**
 * Pyodide's start options for the engine, the same wherever it starts: the runtime from
 * `indexURL` (its version folder), the standard library with the engine, as bytecode, and the
 * lock file from `engineURL` (its engine folder; sitegen/pyodide.py), and where Python prints
 * (nowhere, unless `print` is given). A new object for each start: loadPyodide writes into the
 * one it is given. Folders end with their separator ("/", or the path separator under Node).
 * @param {{indexURL: string, engineURL: string, print?: (text: string) => void}} where
 * @returns {{indexURL: string, lockFileURL: string, stdLibURL: string,
 *            stdout: (text: string) => void, stderr: (text: string) => void}}
 */
export function pyodideOptions({ indexURL, engineURL, print = () => {} }) {
  return {
    indexURL,
    lockFileURL: `${engineURL}pyodide-lock.json`,
    stdLibURL: `${engineURL}python_stdlib.zip`,
    stdout: print,
    stderr: print,
  };
}

/**
 * The engine in a started Pyodide: a module of the standard library that the site's zip left out
 * comes from the published zip (sitegen/stdlib_fallback.py), then `rules_py.api`.
 * @param {any} pyodide
 * @param {string} indexURL
 * @returns {any} rules_py.api
 */
export function importEngine(pyodide, indexURL) {
  pyodide.pyimport("_stdlib_fallback").install(`${indexURL}python_stdlib.zip`);
  return pyodide.pyimport("rules_py.api");
}
