// Module worker of the checker: runs Pyodide and the rules engine (rules_py) off the main thread.
//
// It starts loading the moment it runs: where Pyodide lives (relative to this file) and which
// package to load come in its own URL, `zugpruefer-worker.js?pyodide=../../pyodide/vX/&package=…`
// (written by the build, sitegen.checker.engine_config), so no message from the page has to
// arrive first.
//
// Protocol (every message a plain object):
//   page → worker  {id, op: "init"}      answered once the engine runs (text "ready")
//                  {id, op: "check" | "placements" | "score", text: "<request JSON>"}
//   worker → page  {id, ok: true, text: "<response JSON>"}
//                  {id, ok: false, error: "<technical detail>"}
//                  {progress: "engine" | "ready"}  while starting
// The worker decides nothing: it hands the JSON text to rules_py.api and returns its answer.

const GLUE = `
import json
from rules_py import api

def placements_json(text):
    try:
        value = json.loads(text)
    except ValueError:
        value = None
    return json.dumps(api.placements(value), ensure_ascii=False)

check_json = api.check_json
`;

let engine = null;

async function boot() {
  const params = new URL(self.location.href).searchParams;
  if (!params.get("pyodide") || !params.get("package")) throw new Error("worker URL without pyodide/package");
  const indexURL = new URL(params.get("pyodide"), self.location.href).href;
  const { loadPyodide } = await import(`${indexURL}pyodide.mjs`);
  const pyodide = await loadPyodide({
    indexURL,
    lockFileURL: `${indexURL}pyodide-lock.json`,
    packageBaseUrl: indexURL,
    stdLibURL: `${indexURL}python_stdlib.zip`,
    // Fetched while Pyodide boots, checked against the sha256 in the lock file.
    packages: [params.get("package")],
    stdout: () => {},
    stderr: () => {},
  });
  postMessage({ progress: "engine" });
  const scope = pyodide.globals.get("dict")();
  pyodide.runPython(GLUE, { globals: scope });
  engine = {
    check: scope.get("check_json"),
    placements: scope.get("placements_json"),
    score: pyodide.pyimport("rules_py.api").score_json, // the Wertung page's calculator
  };
  postMessage({ progress: "ready" });
}

const booting = boot();
booting.catch(() => {}); // reported to the page in answer to "init" and to every request

self.onmessage = async (event) => {
  const { id, op } = event.data;
  try {
    if (op === "init") {
      await booting;
      postMessage({ id, ok: true, text: "ready" });
      return;
    }
    await booting;
    const call = Object.hasOwn(engine, op) ? engine[op] : null;
    if (typeof call !== "function") throw new Error(`unknown operation ${op}`);
    postMessage({ id, ok: true, text: call(String(event.data.text)) });
  } catch (error) {
    postMessage({ id, ok: false, error: String(error && error.message ? error.message : error) });
  }
};
