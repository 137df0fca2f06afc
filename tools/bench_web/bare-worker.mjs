// Pyodide from ?folder= (its version folder) and ?stdlib= (where its stdlib zip and lock file
// are), nothing else (bench only, never shipped: tools/bench_pages.py copies it into the bench's
// copy of the site).
const params = new URLSearchParams(self.location.search);
const indexURL = new URL(`./${params.get("folder")}`, self.location.href).href;
const stdlib = new URL(`./${params.get("stdlib")}`, self.location.href).href;
const { loadPyodide } = await import(`${indexURL}pyodide.mjs`);
const pyodide = await loadPyodide({
  indexURL,
  lockFileURL: `${stdlib}pyodide-lock.json`,
  stdLibURL: `${stdlib}python_stdlib.zip`,
  stdout: () => {}, stderr: () => {},
});
postMessage(pyodide.runPython("1 + 1"));
