// Starts the engine's worker as early as the page allows. The build puts this module, `async`,
// right after the catalogue (`#zugpruefer-daten`), so Pyodide begins to load while the rest of
// the page is still being read; the page script imports the same engine when it runs.

import { data } from "./zugpruefer-data.js";
import { Engine } from "./zugpruefer-engine.js";

export const ROOT = new URL("../../", import.meta.url); // the site root: assets/javascripts/ → ../../

export const engine = new Engine({
  workerURL: new URL("./zugpruefer-worker.js", import.meta.url),
  config: { indexURL: new URL(data.pyodide.path, ROOT).href, package: data.pyodide.package },
});

// Pyodide cannot run from file:// (zugpruefer-datei.js explains); the page reports failures.
if (location.protocol !== "file:") engine.start().catch(() => {});
