// Starts the engine's worker as early as the page allows: the checker page's template loads
// this module (`async`) from its <head>, with where Pyodide lives in data attributes (written
// by the build), so Pyodide begins to load before the rest of the page is read. The page
// script imports the same engine when it runs.

import { Engine } from "./zugpruefer-engine.js";

export const ROOT = new URL("../../", import.meta.url); // the site root: assets/javascripts/ → ../../

const script = document.querySelector("script[data-zp-pyodide]");

export const engine = new Engine({
  workerURL: new URL("./zugpruefer-worker.js", import.meta.url),
  config: { indexURL: new URL(script.dataset.zpPyodide, ROOT).href, package: script.dataset.zpPackage },
});

// Pyodide cannot run from file:// (zugpruefer-datei.js explains); the page reports failures.
if (location.protocol !== "file:") engine.start().catch(() => {});
