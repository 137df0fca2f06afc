// Starts the bare worker; ?folder=&stdlib= say whose Pyodide files (bench only, never shipped:
// tools/bench_pages.py copies it into the bench's copy of the site).
const url = new URL(`./bench-bare-worker.mjs${location.search}`, import.meta.url);
const worker = new Worker(url, {type: "module"});
worker.onmessage = (event) => {
  window.__bench.readyAt = performance.now();
  document.body.dataset.ready = String(event.data);
};
