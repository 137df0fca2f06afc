// The checker page's one engine (zugpruefer-engine.js), shared by the page script and the
// progress line. It takes over the worker that zugpruefer-boot.js created in the page's <head>
// (the download is under way by then) and starts when the bundle runs, before the controls are
// drawn; Material's own script waits for the first answer (zugpruefer-later.js).

import { Engine } from "./zugpruefer-engine.js";

export const ROOT = new URL("../../", import.meta.url); // the site root: assets/javascripts/ → ../../

const script = /** @type {HTMLScriptElement} */ (document.querySelector("script[data-zp-worker]"));

export const engine = new Engine({
  workerURL: new URL(script.dataset.zpWorker || "", document.baseURI),
});

// Pyodide cannot run from file:// (zugpruefer-boot.js explains); the page reports failures.
if (location.protocol !== "file:") engine.start().catch(() => {});
