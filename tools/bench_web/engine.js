// Starts the engine worker; ?folder= is the site's Pyodide folder (bench only, never shipped: tools/bench_pages.py copies it into the bench's copy of the site).
const folder = new URLSearchParams(location.search).get("folder");
const url = new URL(`./bench-engine-worker.mjs?folder=${folder}`, import.meta.url);
const worker = new Worker(url, {type: "module"});
worker.onmessage = (event) => {
  window.__bench.engineTimes = event.data;
  window.__bench.readyAt = performance.now();
};
