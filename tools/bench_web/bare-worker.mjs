// Pyodide (no package) from ?folder=, nothing else (bench only, never shipped: tools/bench_pages.py copies it into the bench's copy of the site).
const folder = new URLSearchParams(self.location.search).get("folder");
const indexURL = new URL(`./${folder}`, self.location.href).href;
const { loadPyodide } = await import(`${indexURL}pyodide.mjs`);
const pyodide = await loadPyodide({
  indexURL,
  lockFileURL: `${indexURL}pyodide-lock.json`,
  stdLibURL: `${indexURL}python_stdlib.zip`,
  stdout: () => {}, stderr: () => {},
});
postMessage(pyodide.runPython("1 + 1"));
