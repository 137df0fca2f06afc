// Pyodide from ?folder= (its version folder) and ?stdlib= (where its stdlib zip and lock file
// are), nothing else (bench only, never shipped: tools/bench_pages.py copies it into the bench's
// copy of the site).
// With ?check=<file>, it then does what the checker's worker does before its first answer
// (zugpruefer-worker.js): the fallback for left-out stdlib modules, `import rules_py.api`, and
// one check of the request in that file (fetched meanwhile).
import { answer, importEngine, pyodideOptions } from "./assets/javascripts/zugpruefer-protocol.js";

const params = new URLSearchParams(self.location.search);
const indexURL = new URL(`./${params.get("folder")}`, self.location.href).href;
const stdlib = new URL(`./${params.get("stdlib")}`, self.location.href).href;
const check = params.get("check");
const request = check ? fetch(new URL(`./${check}`, self.location.href)).then((r) => r.text()) : null;
const { loadPyodide } = await import(`${indexURL}pyodide.mjs`);
const pyodide = await loadPyodide(pyodideOptions({ indexURL, engineURL: stdlib }));
if (request) {
  postMessage(answer(importEngine(pyodide, indexURL), "check", await request).length);
} else {
  postMessage(pyodide.runPython("1 + 1"));
}
