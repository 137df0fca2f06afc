// The engine alone in Pyodide from ?folder= (the site's runtime folder) and ?stdlib= (its engine
// folder, whose stdlib zip holds the engine), each check_json timed
// (bench only, never shipped: tools/bench_pages.py copies it into the bench's copy of the site).
import { OPS, pyodideOptions } from "./assets/javascripts/zugpruefer-protocol.js";

const params = new URLSearchParams(self.location.search);
const indexURL = new URL(`./${params.get("folder")}`, self.location.href).href;
const stdlib = new URL(`./${params.get("stdlib")}`, self.location.href).href;
const { loadPyodide } = await import(`${indexURL}pyodide.mjs`);
const pyodide = await loadPyodide(pyodideOptions({ indexURL, engineURL: stdlib }));
const texts = await (await fetch("./bench-engine-requests.json")).json();
const check = pyodide.pyimport("rules_py.api")[OPS.check];
const times = [];
for (let round = 0; round < 5; round++) {
  for (const text of texts) {
    const t0 = performance.now();
    check(text);
    times.push(performance.now() - t0);
  }
}
postMessage(times);
