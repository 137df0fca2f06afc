// The engine alone in Pyodide from ?folder= (the site's runtime folder), each check_json timed
// (bench only, never shipped: tools/bench_pages.py copies it into the bench's copy of the site).
const folder = new URLSearchParams(self.location.search).get("folder");
const indexURL = new URL(`./${folder}`, self.location.href).href;
const { loadPyodide } = await import(`${indexURL}pyodide.mjs`);
const pyodide = await loadPyodide({
  indexURL,
  lockFileURL: `${indexURL}pyodide-lock.json`,
  stdLibURL: `${indexURL}python_stdlib.zip`,
  packages: ["rules_py"],
  stdout: () => {}, stderr: () => {},
});
const texts = await (await fetch("./bench-engine-requests.json")).json();
const check = pyodide.pyimport("rules_py.api").check_json;
const times = [];
for (let round = 0; round < 5; round++) {
  for (const text of texts) {
    const t0 = performance.now();
    check(text);
    times.push(performance.now() - t0);
  }
}
postMessage(times);
