// Classic script, the first the checker page runs (written inline at the top of its <head> by
// the template, allowed by its hash: tools/headers.py): it creates the engine's worker at once,
// so that Pyodide downloads while Material and the page's modules load. The page's engine
// (zugpruefer-engine.js) takes the worker over, with what it said meanwhile. Nothing else
// happens here: the worker's own start runs on its own thread.
(function () {
  var script = document.currentScript;
  if (location.protocol === "file:") {
    // Browsers refuse module scripts and workers from file://: the page says that the checker
    // needs a web server instead of its controls. (This was a script file of its own, one more
    // request beside the styles while the worker's script waited for a connection.)
    document.addEventListener("DOMContentLoaded", function () {
      var message = /** @type {HTMLElement | null} */ (document.querySelector("[data-zp-file]"));
      var app = /** @type {HTMLElement | null} */ (document.querySelector("[data-zp-app]"));
      if (message) message.hidden = false;
      if (app) app.hidden = true;
    });
    return;
  }
  if (!window.Worker || !script) return;
  // The controls will be drawn: the page keeps room for them (zugpruefer.css), so that the
  // footer does not show first and then jump away.
  document.documentElement.classList.add("zp-with-controls");
  var url = new URL(script.getAttribute("data-zp-worker") || "", document.baseURI).href;
  /** @type {(MessageEvent | ErrorEvent)[]} */
  var early = [];
  try {
    // The query goes as the name too (zugpruefer-worker.js says why).
    var worker = new Worker(url, { type: "module", name: new URL(url).search });
  } catch {
    return; // the engine module tries again and reports what goes wrong
  }
  worker.onmessage = function (event) {
    early.push(event);
  };
  worker.onerror = function (event) {
    event.preventDefault();
    early.push(event);
  };
  /** @type {any} */ (window).__zugpruefer = { worker: worker, url: url, early: early };
})();
