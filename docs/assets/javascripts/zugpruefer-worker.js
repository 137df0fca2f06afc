// Module worker of the checker: runs Pyodide and the rules engine (rules_py) off the main thread.
//
// Protocol (every message a plain object):
//   page → worker  {id, op: "init", config: {indexURL, package}}
//                  {id, op: "check" | "placements", text: "<request JSON>"}
//   worker → page  {id, ok: true, text: "<response JSON>"}   (init answers text "ready")
//                  {id, ok: false, error: "<technical detail>"}
//                  {progress: "runtime" | "engine" | "ready"}  while starting
// The worker decides nothing: it hands the JSON text to rules_py.api and returns its answer.

let booting = null;
let engine = null;

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

async function boot(config) {
  postMessage({ progress: "runtime" });
  const indexURL = config.indexURL;
  const { loadPyodide } = await import(`${indexURL}pyodide.mjs`);
  const pyodide = await loadPyodide({
    indexURL,
    lockFileURL: `${indexURL}pyodide-lock.json`,
    packageBaseUrl: indexURL,
    stdLibURL: `${indexURL}python_stdlib.zip`,
    // Fetched while Pyodide boots, checked against the sha256 in the lock file.
    packages: [config.package],
    stdout: () => {},
    stderr: () => {},
  });
  postMessage({ progress: "engine" });
  const scope = pyodide.globals.get("dict")();
  pyodide.runPython(GLUE, { globals: scope });
  engine = {
    check: scope.get("check_json"),
    placements: scope.get("placements_json"),
  };
  postMessage({ progress: "ready" });
}

self.onmessage = async (event) => {
  const { id, op } = event.data;
  try {
    if (op === "init") {
      booting ??= boot(event.data.config);
      await booting;
      postMessage({ id, ok: true, text: "ready" });
      return;
    }
    if (!booting) throw new Error("worker not initialised");
    await booting;
    const call = Object.hasOwn(engine, op) ? engine[op] : null;
    if (typeof call !== "function") throw new Error(`unknown operation ${op}`);
    postMessage({ id, ok: true, text: call(String(event.data.text)) });
  } catch (error) {
    postMessage({ id, ok: false, error: String(error && error.message ? error.message : error) });
  }
};
