// The first script of the checker page (classic, at the top of <head>): it starts the engine's
// worker before the browser reads the rest of the page, so that Pyodide loads while the page
// and Material's scripts are still being read. The worker's URL (with where Pyodide lives) is
// written by the build into data-zp-worker. The page's engine (zugpruefer-start.js) takes this
// worker over; a worker that failed to load is dropped here and started again there, where
// the failure is reported.
(function () {
  const script = document.currentScript;
  if (location.protocol === "file:" || typeof Worker !== "function") return; // zugpruefer-datei.js explains
  try {
    const worker = new Worker(new URL(script.dataset.zpWorker, document.baseURI), { type: "module" });
    worker.onerror = function (event) {
      event.preventDefault();
      worker.terminate();
      if (script.zpWorker === worker) script.zpWorker = null;
    };
    script.zpWorker = worker;
  } catch (error) {
    script.zpWorker = null; // the page starts its own and reports what goes wrong
  }
})();
