// The standard-library modules the checker's worker imports, and the engine, compiled ahead of
// time for the exact Pyodide that runs them.
//
//   node sitegen/precompile.mjs <pyodide-dir> <engine-src-dir> <out-dir> <fallback.py>
//
// Starts the npm package's Pyodide under Node, mounts <engine-src-dir> (a copy of the engine's
// modules that the worker imports) and <out-dir>, and runs sitegen/precompile.py in it, which
// says what it writes there (sitegen/pyodide.py builds the site's zip from that alone).
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { OPS } from "../docs/assets/javascripts/zugpruefer-protocol.js";

const [pyodideDir, engineDir, outDir, fallback] = process.argv.slice(2);
if (!pyodideDir || !engineDir || !outDir || !fallback) {
  console.error("usage: node precompile.mjs <pyodide-dir> <engine-src-dir> <out-dir> <fallback.py>");
  process.exit(2);
}
const indexURL = path.resolve(pyodideDir) + path.sep;
const log = (text) => process.stderr.write(`${text}\n`);
const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);
// Without column ranges (PYTHONNODEBUGRANGES, PEP 657): a traceback then marks no columns
// with ^^^, which nobody reads in the checker's worker, and the bytecode is 220 kB smaller on
// the wire (the column tables hardly compress).
const pyodide = await loadPyodide({
  indexURL,
  stdout: log,
  stderr: log,
  env: { PYTHONNODEBUGRANGES: "1" },
});
pyodide.FS.mkdir("/out");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: path.resolve(outDir) }, "/out");
// The worker imports the stdlib fallback (sitegen/stdlib_fallback.py) too: its imports count.
pyodide.FS.mkdirTree("/fallback");
pyodide.FS.writeFile("/fallback/_stdlib_fallback.py", readFileSync(fallback));
pyodide.FS.mkdir("/engine");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: path.resolve(engineDir) }, "/engine");
// The script itself, importable as `precompile` (its folder holds nothing else).
const script = fileURLToPath(new URL("precompile.py", import.meta.url));
pyodide.FS.mkdirTree("/precompile-script");
pyodide.FS.writeFile("/precompile-script/precompile.py", readFileSync(script));
const sys = pyodide.pyimport("sys");
sys.path.insert(0, "/precompile-script");
sys.destroy();
const precompile = pyodide.pyimport("precompile");
try {
  // The engine's text functions the worker calls, from the page↔worker protocol.
  precompile.main("/engine", "/out", "/fallback/_stdlib_fallback.py", JSON.stringify(Object.values(OPS)));
} catch (error) {
  // Python's traceback, last: what sitegen/pyodide.py quotes of a failure.
  log(error.message);
  process.exit(1);
}
precompile.destroy();
