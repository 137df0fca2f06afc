// Starts the engine worker with this page's query (?folder= the site's Pyodide folder, ?stdlib=
// its engine folder) (bench only, never shipped: tools/bench_pages.py copies it into the
// bench's copy of the site).
const url = new URL(`./bench-engine-worker.mjs${location.search}`, import.meta.url);
const worker = new Worker(url, {type: "module"});
worker.onmessage = (event) => {
  window.__bench.engineTimes = event.data;
  window.__bench.readyAt = performance.now();
};
