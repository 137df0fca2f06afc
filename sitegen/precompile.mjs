// The standard-library modules the checker's worker imports, compiled ahead of time.
//
//   node sitegen/precompile.mjs <pyodide-dir> <lock-file> <out-dir>
//
// Pyodide's python_stdlib.zip holds Python sources only, so the browser compiles every module
// it imports, at every start, in WebAssembly: most of Pyodide's start-up time. This starts the
// npm package's Pyodide under Node with our wheel (the lock file and the wheel beside it), does
// what the checker's worker does (loads the package, imports rules_py.api, asks for a verdict
// and for the legal places), and writes the bytecode of every module of the zip that this
// imported to <out-dir>/<path in the zip>c: "unchecked hash" pycs (PEP 552), reproducible and
// valid without their source. sitegen/pyodide.py puts them into the site's copy of the zip.
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, lockFile, outDir] = process.argv.slice(2);
if (!pyodideDir || !lockFile || !outDir) {
  console.error("usage: node precompile.mjs <pyodide-dir> <lock-file> <out-dir>");
  process.exit(2);
}
const indexURL = path.resolve(pyodideDir) + path.sep;
const log = (text) => process.stderr.write(`${text}\n`);
const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);
const pyodide = await loadPyodide({
  indexURL,
  lockFileURL: path.resolve(lockFile),
  packageBaseUrl: path.dirname(path.resolve(lockFile)) + path.sep,
  packages: ["rules-py"],
  stdout: log,
  stderr: log,
});
pyodide.FS.mkdir("/out");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: path.resolve(outDir) }, "/out");
pyodide.runPython(`
import json, os, py_compile, sys, zipfile
from rules_py import api

api.check_json(json.dumps({"move": {"play": "path", "card": {"edges": "EW"}, "x": 1, "y": 0}}))
api.placements({"card": {"edges": "NESW"}})
api.check_json("{")

stdlib = next(entry for entry in sys.path if entry.endswith(".zip"))
# (modules frozen into the runtime name a file in the zip too, but never read it)
used = sorted({
    module.__file__[len(stdlib) + 1:]
    for module in list(sys.modules.values())
    if (getattr(module, "__file__", None) or "").startswith(stdlib + "/")
    and module.__file__.endswith(".py")
    and getattr(module.__spec__, "origin", None) != "frozen"
})
if not used:
    raise SystemExit(f"no module of {stdlib} was imported")
with zipfile.ZipFile(stdlib) as archive:
    for name in used:
        source = f"/tmp/precompile/{name}"
        os.makedirs(os.path.dirname(source), exist_ok=True)
        with open(source, "wb") as file:
            file.write(archive.read(name))
        target = f"/out/{name}c"
        os.makedirs(os.path.dirname(target), exist_ok=True)
        py_compile.compile(
            source, cfile=target, dfile=f"{stdlib}/{name}", doraise=True,
            invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH,
        )
`);
