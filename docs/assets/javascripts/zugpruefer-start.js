// The page's engine: takes over the worker zugpruefer-boot.js started at the top of <head>
// (or starts one, if that did not happen) and is shared by the page script.

import { Engine } from "./zugpruefer-engine.js";

export const ROOT = new URL("../../", import.meta.url); // the site root: assets/javascripts/ → ../../

const script = document.querySelector("script[data-zp-worker]");

export const engine = new Engine({
  workerURL: new URL(script.dataset.zpWorker, document.baseURI),
  worker: script.zpWorker || null,
});

// Pyodide cannot run from file:// (zugpruefer-datei.js explains); the page reports failures.
if (location.protocol !== "file:") engine.start().catch(() => {});
