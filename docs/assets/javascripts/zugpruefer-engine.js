// The page's side of the worker protocol: requests by id, a timeout for each, and a restart.
//
// A worker that fails to start, or does not answer in time, is terminated; the next request
// (or `restart()`) starts a fresh one. Nothing here knows a rule: it carries JSON text.

const START_TIMEOUT_MS = 180000; // per step of Pyodide's start, on a slow phone and connection
const REQUEST_TIMEOUT_MS = 20000;

export class EngineError extends Error {
  constructor(kind, detail) {
    super(`${kind}: ${detail}`);
    this.kind = kind; // "start" | "timeout" | "engine"
    this.detail = detail;
  }
}

export class Engine {
  // `workerURL` carries where Pyodide is and what to load (see zugpruefer-worker.js).
  /** @param {{workerURL: URL, onProgress?: (stage: string) => void,
   *           timeouts?: {start?: number, request?: number}}} options */
  constructor({ workerURL, onProgress, timeouts = {} }) {
    this.workerURL = workerURL;
    this.timeouts = { start: START_TIMEOUT_MS, request: REQUEST_TIMEOUT_MS, ...timeouts };
    this.onProgress = onProgress || (() => {});
    this.stage = null; // the last step of the start the worker reported
    this.worker = null;
    this.ready = null;
    this.running = null; // the worker whose start has succeeded: requests go to it at once
    this.nextId = 1;
    this.pending = new Map();
  }

  start() {
    if (this.ready) return this.ready;
    const worker = new Worker(this.workerURL, { type: "module" });
    this.worker = worker;
    worker.onmessage = (event) => this.receive(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      this.fail(new EngineError("start", event.message || "worker error"));
    };
    this.stage = "start";
    this.onProgress("start");
    const ready = this.send({ op: "init" }, this.timeouts.start, "start");
    this.ready = ready;
    // A failed start leaves no half-working worker behind (unless a new one has replaced it).
    ready.then(
      () => {
        if (this.ready === ready) this.running = worker;
      },
      () => {
        if (this.ready === ready) this.stop();
      },
    );
    return ready;
  }

  stop() {
    if (this.worker) this.worker.terminate();
    this.worker = null;
    this.ready = null;
    this.fail(new EngineError("start", "worker stopped"));
  }

  restart() {
    this.stop();
    return this.start();
  }

  get isRunning() {
    return Boolean(this.worker) && this.running === this.worker;
  }

  // Once the worker runs, the request is posted right away (not a microtask later), so the
  // worker answers while the page is still redrawing its controls.
  call(op, text) {
    if (this.isRunning) return this.send({ op, text }, this.timeouts.request, "timeout");
    return this.start().then(() => this.send({ op, text }, this.timeouts.request, "timeout"));
  }

  send(message, timeoutMs, kind) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (!this.worker) {
        reject(new EngineError("start", "no worker"));
        return;
      }
      this.pending.set(id, { resolve, reject, timer: null, kind, timeoutMs });
      this.arm(id);
      this.worker.postMessage({ id, ...message });
    });
  }

  // (Re)start the clock of a request; while Pyodide starts, each step it reports restarts it.
  arm(id) {
    const waiting = this.pending.get(id);
    clearTimeout(waiting.timer);
    waiting.timer = setTimeout(() => {
      this.pending.delete(id);
      // A stuck worker is terminated; the next call starts a new one.
      if (this.worker) this.worker.terminate();
      this.worker = null;
      this.ready = null;
      this.fail(new EngineError(waiting.kind, "no answer in time"));
      waiting.reject(new EngineError(waiting.kind, "no answer in time"));
    }, waiting.timeoutMs);
  }

  receive(data) {
    if (data.progress) {
      for (const [id, waiting] of this.pending) if (waiting.kind === "start") this.arm(id);
      this.stage = data.progress;
      this.onProgress(data.progress);
      return;
    }
    const waiting = this.pending.get(data.id);
    if (!waiting) return;
    this.pending.delete(data.id);
    clearTimeout(waiting.timer);
    if (data.ok) waiting.resolve(data.text);
    else waiting.reject(new EngineError(waiting.kind === "start" ? "start" : "engine", data.error));
  }

  fail(error) {
    for (const [id, waiting] of this.pending) {
      clearTimeout(waiting.timer);
      waiting.reject(error);
      this.pending.delete(id);
    }
  }
}
