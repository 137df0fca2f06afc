// The page's engine, shared by the page script. It starts when the page script runs: after
// Material's own script (the page is usable first), before the controls are drawn.

import { Engine } from "./zugpruefer-engine.js";

export const ROOT = new URL("../../", import.meta.url); // the site root: assets/javascripts/ → ../../

const script = /** @type {HTMLScriptElement} */ (document.querySelector("script[data-zp-worker]"));

export const engine = new Engine({
  workerURL: new URL(script.dataset.zpWorker || "", document.baseURI),
});

// Pyodide cannot run from file:// (zugpruefer-datei.js explains); the page reports failures.
if (location.protocol !== "file:") engine.start().catch(() => {});
