// The page's side of the worker protocol (zugpruefer-protocol.js): requests by id, a timeout
// for each, and restarts. The checker and the calculator (wertung.js) each have one.
//
// The worker is usually created before this module runs, by the page's first script
// (zugpruefer-boot.js), which keeps what it says until this module takes it over.
// A download that stalls (no bytes for STALL_MS) or a worker that dies (an error event, or
// Pyodide reporting a fatal error) is noticed within seconds: the worker is replaced at once,
// automatically, once, and the requests it had are asked again; should the new one fail too,
// the requests fail and the page says so (a later request or `restart()` starts afresh).
// A worker that does not answer in time is terminated. Nothing here knows a rule: it carries
// JSON text. Progress goes to `onProgress(stage)` and, with details, to "progress" events:
//   {stage: "start" | "download" | "engine" | "ready" | "retry", loaded, total, reason, start}
//   (start, with "ready": "normal", or "snapshot" when the worker restored the engine's snapshot)

import { isProgress, request } from "./zugpruefer-protocol.js";

/** @typedef {import("./zugpruefer-protocol.js").Op} Op */
/** @typedef {import("./zugpruefer-protocol.js").WorkerMessage} WorkerMessage */
/** @typedef {"start" | "timeout" | "engine"} ErrorKind  what failed: the start, the time, the engine */
/** @typedef {"start" | "download" | "engine" | "ready" | "retry"} Stage */
/**
 * @typedef {{stage: Stage, loaded?: number, total?: number, reason?: "stalled" | "dead",
 *            start?: import("./zugpruefer-protocol.js").StartKind}} ProgressDetail
 */
/**
 * What the page's first script (zugpruefer-boot.js) leaves for this module: its worker, the
 * worker's URL and what the worker said meanwhile.
 * @typedef {{worker: Worker, url: string, early: (MessageEvent | ErrorEvent)[]}} BootWorker
 */
/**
 * A request on its way: how it ends, its clock, and what to ask again after a restart.
 * @typedef {{resolve: (text: string) => void, reject: (error: EngineError) => void,
 *            timer: ReturnType<typeof setTimeout> | undefined, kind: ErrorKind, timeoutMs: number,
 *            op: Op | "init", text: string, early: boolean}} Waiting
 */

const START_TIMEOUT_MS = 180000; // per step of Pyodide's start, on a slow phone and connection
// An answer takes milliseconds once the engine runs: a worker that hangs, or died without an
// error event, is given up after this long, and the page says so (never an old verdict).
const REQUEST_TIMEOUT_MS = 8000;
const STALL_MS = 15000; // no byte of the runtime for this long: the download has stalled
const AUTO_RESTARTS = 1;

export class EngineError extends Error {
  /** @param {ErrorKind} kind @param {string} detail */
  constructor(kind, detail) {
    super(`${kind}: ${detail}`);
    this.kind = kind;
    this.detail = detail;
  }
}

/**
 * The worker the page's first script created for `url`, if any (taken once).
 * @param {URL} url
 * @returns {BootWorker | null}
 */
function takeBootWorker(url) {
  const global = /** @type {{__zugpruefer?: BootWorker}} */ (globalThis);
  const boot = global.__zugpruefer;
  if (!boot || boot.url !== String(url)) return null;
  delete global.__zugpruefer;
  return boot;
}

export class Engine extends EventTarget {
  // `workerURL` carries where Pyodide is and what to load (see zugpruefer-worker.js).
  /** @param {{workerURL: URL, onProgress?: (stage: string) => void,
   *           timeouts?: {start?: number, request?: number, stall?: number},
   *           adopt?: ((url: URL) => BootWorker | null) | null}} options */
  constructor({ workerURL, onProgress, timeouts = {}, adopt = takeBootWorker }) {
    super();
    this.workerURL = workerURL;
    this.timeouts = { start: START_TIMEOUT_MS, request: REQUEST_TIMEOUT_MS, stall: STALL_MS, ...timeouts };
    this.onProgress = onProgress || (() => {});
    this.adopt = adopt;
    /** @type {Stage | null} the last step of the start the worker reported */
    this.stage = null;
    /** @type {import("./zugpruefer-protocol.js").StartKind | undefined} how the running worker
     * started, kept for a listener that comes after its "ready" (zugpruefer-progress.js) */
    this.startKind = undefined;
    /** @type {Worker | null} */
    this.worker = null;
    /** @type {Promise<string> | null} */
    this.ready = null;
    /** @type {Worker | null} the worker whose start has succeeded: requests go to it at once */
    this.running = null;
    this.nextId = 1;
    /** @type {Map<number, Waiting>} */
    this.pending = new Map();
    this.download = { loaded: 0, total: 0, at: 0 };
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    this.stallTimer = undefined;
    this.restartsLeft = AUTO_RESTARTS;
  }

  /** @param {Stage} stage @param {Omit<ProgressDetail, "stage">} [details] */
  progress(stage, details = {}) {
    this.stage = stage;
    this.onProgress(stage);
    this.dispatchEvent(new CustomEvent("progress", { detail: { stage, ...details } }));
  }

  spawn() {
    const boot = this.adopt ? this.adopt(this.workerURL) : null;
    // The query goes as the name too (zugpruefer-worker.js says why).
    const name = new URL(this.workerURL).search;
    const worker = boot ? boot.worker : new Worker(this.workerURL, { type: "module", name });
    this.worker = worker;
    worker.onmessage = (/** @type {MessageEvent<WorkerMessage>} */ event) => this.receive(worker, event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      this.died(worker, event.message || "worker error");
    };
    this.download = { loaded: 0, total: 0, at: performance.now() };
    this.watch(worker);
    // What the worker said before this module took it over.
    if (boot) for (const event of boot.early.splice(0)) {
      if (event instanceof MessageEvent) this.receive(worker, event.data);
      else this.died(worker, event.message || "worker error");
    }
    return worker;
  }

  start() {
    if (this.ready) return this.ready;
    this.progress("start");
    this.spawn();
    const ready = this.send("init", "", this.timeouts.start, "start");
    this.ready = ready;
    // A failed start leaves no half-working worker behind (unless a new one has replaced it).
    ready.then(
      () => {
        if (this.ready === ready) this.running = this.worker;
      },
      () => {
        if (this.ready === ready) this.stop();
      },
    );
    return ready;
  }

  stop() {
    this.unwatch();
    if (this.worker) this.worker.terminate();
    this.worker = null;
    this.ready = null;
    this.fail(new EngineError("start", "worker stopped"));
  }

  restart() {
    this.stop();
    this.restartsLeft = AUTO_RESTARTS;
    return this.start();
  }

  get isRunning() {
    return Boolean(this.worker) && this.running === this.worker;
  }

  // The request is posted right away (not a microtask later), so the worker answers while
  // the page is still redrawing its controls. While the worker starts, too: it answers the
  // moment its engine runs, not after its "ready" has come to this thread (busy drawing the
  // page, on a slow phone) and the question has gone back. Until then the request waits as
  // the start does (its clock is the start's); should the start fail, it fails as the start.
  /** @param {Op} op @param {string} text @returns {Promise<string>} */
  call(op, text) {
    if (this.isRunning) return this.send(op, text, this.timeouts.request, "timeout");
    const ready = this.start();
    if (!this.worker) return ready.then(() => this.send(op, text, this.timeouts.request, "timeout"));
    const answer = this.send(op, text, this.timeouts.start, "start", true);
    return Promise.all([ready, answer]).then(([, text]) => text);
  }

  /**
   * @param {Op | "init"} op @param {string} text @param {number} timeoutMs @param {ErrorKind} kind
   * @param {boolean} [early] a question asked while the worker starts (see call())
   * @returns {Promise<string>}
   */
  send(op, text, timeoutMs, kind, early = false) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (!this.worker) {
        reject(new EngineError("start", "no worker"));
        return;
      }
      this.pending.set(id, { resolve, reject, timer: undefined, kind, timeoutMs, op, text, early });
      this.arm(id);
      this.worker.postMessage(request(id, op, text));
    });
  }

  // (Re)start the clock of a request; while Pyodide starts, each step it reports restarts it.
  /** @param {number} id */
  arm(id) {
    const waiting = this.pending.get(id);
    if (!waiting) return;
    clearTimeout(waiting.timer);
    waiting.timer = setTimeout(() => {
      this.pending.delete(id);
      // A stuck worker is terminated; the next call starts a new one.
      this.unwatch();
      if (this.worker) this.worker.terminate();
      this.worker = null;
      this.ready = null;
      this.fail(new EngineError(waiting.kind, "no answer in time"));
      waiting.reject(new EngineError(waiting.kind, "no answer in time"));
    }, waiting.timeoutMs);
  }

  // While the runtime downloads, a pause of `stall` ms without a byte means it has stalled.
  /** @param {Worker} worker */
  watch(worker) {
    this.unwatch();
    const look = () => {
      if (this.worker !== worker) return;
      const { loaded, total, at } = this.download;
      if (this.stage === "engine" || this.stage === "ready" || (total && loaded >= total)) return;
      const quiet = performance.now() - at;
      if (quiet >= this.timeouts.stall) this.died(worker, "download stalled", "stalled");
      else this.stallTimer = setTimeout(look, this.timeouts.stall - quiet + 50);
    };
    this.stallTimer = setTimeout(look, this.timeouts.stall);
  }

  unwatch() {
    clearTimeout(this.stallTimer);
    this.stallTimer = undefined;
  }

  // The worker stalled or died: replace it once and ask its questions again; else give up.
  /** @param {Worker} worker @param {string} detail @param {"stalled" | "dead"} [reason] */
  died(worker, detail, reason = "dead") {
    if (worker !== this.worker) return;
    this.unwatch();
    worker.terminate();
    this.worker = null;
    this.running = null;
    if (this.restartsLeft > 0) {
      this.restartsLeft -= 1;
      this.progress("retry", { reason });
      if (this.pending.size === 0) {
        this.ready = null;
        this.start().catch(() => {});
        return;
      }
      const next = this.spawn();
      for (const [id, waiting] of this.pending) {
        this.arm(id);
        next.postMessage(request(id, waiting.op, waiting.text));
      }
      return;
    }
    this.ready = null;
    this.fail(new EngineError(this.stage === "ready" ? "engine" : "start", detail));
  }

  /** @param {Worker} worker @param {WorkerMessage} data */
  receive(worker, data) {
    if (worker !== this.worker) return;
    if (isProgress(data)) {
      for (const [id, waiting] of this.pending) if (waiting.kind === "start") this.arm(id);
      if (data.progress === "ready") {
        // The engine runs: requests go to this worker at once, and those asked while it
        // started have from now on the time of a request (and fail as one).
        this.running = worker;
        for (const [id, waiting] of this.pending) {
          if (!waiting.early) continue;
          waiting.early = false;
          waiting.kind = "timeout";
          waiting.timeoutMs = this.timeouts.request;
          this.arm(id);
        }
      }
      if (data.progress === "download") {
        this.download = { loaded: data.loaded, total: data.total, at: performance.now() };
        this.progress("download", { loaded: data.loaded, total: data.total });
      } else {
        if (data.progress === "ready") this.startKind = data.start;
        this.progress(data.progress, data.progress === "ready" ? { start: data.start } : {});
      }
      return;
    }
    const waiting = this.pending.get(data.id);
    if (!waiting) return;
    this.pending.delete(data.id);
    clearTimeout(waiting.timer);
    if (!("error" in data)) {
      this.restartsLeft = AUTO_RESTARTS;
      waiting.resolve(data.text);
    } else if (data.dead) {
      // Pyodide cannot go on after a fatal error: this request fails (the page shows it for
      // its own question), the worker is replaced for the next one.
      waiting.reject(new EngineError("engine", data.error));
      this.died(worker, data.error);
    } else waiting.reject(new EngineError(waiting.kind === "start" ? "start" : "engine", data.error));
  }

  /** @param {EngineError} error */
  fail(error) {
    for (const [id, waiting] of this.pending) {
      clearTimeout(waiting.timer);
      waiting.reject(error);
      this.pending.delete(id);
    }
  }
}
