// The page's side of the worker protocol: requests by id, a timeout for each, and a restart.
//
// A worker that fails to start, or does not answer in time, is terminated; the next request
// (or `restart()`) starts a fresh one. Nothing here knows a rule: it carries JSON text.

const START_TIMEOUT_MS = 120000; // Pyodide on a slow phone over a slow connection
const REQUEST_TIMEOUT_MS = 20000;

export class EngineError extends Error {
  constructor(kind, detail) {
    super(`${kind}: ${detail}`);
    this.kind = kind; // "start" | "timeout" | "engine"
    this.detail = detail;
  }
}

export class Engine {
  constructor({ workerURL, config, onProgress, timeouts = {} }) {
    this.workerURL = workerURL;
    this.timeouts = { start: START_TIMEOUT_MS, request: REQUEST_TIMEOUT_MS, ...timeouts };
    this.config = config;
    this.onProgress = onProgress || (() => {});
    this.worker = null;
    this.ready = null;
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
    this.onProgress("start");
    const ready = this.send({ op: "init", config: this.config }, this.timeouts.start, "start");
    this.ready = ready;
    // A failed start leaves no half-working worker behind (unless a new one has replaced it).
    ready.catch(() => {
      if (this.ready === ready) this.stop();
    });
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

  async call(op, text) {
    await this.start();
    return this.send({ op, text }, this.timeouts.request, "timeout");
  }

  send(message, timeoutMs, kind) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        // A stuck worker is terminated; the next call starts a new one.
        if (this.worker) this.worker.terminate();
        this.worker = null;
        this.ready = null;
        this.fail(new EngineError(kind, "no answer in time"));
        reject(new EngineError(kind, "no answer in time"));
      }, timeoutMs);
      this.pending.set(id, { resolve, reject, timer, kind });
      this.worker.postMessage({ id, ...message });
    });
  }

  receive(data) {
    if (data.progress) {
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
