// The standard-library modules the checker's worker imports, and the engine, compiled ahead of
// time for the exact Pyodide that runs them.
//
//   node sitegen/precompile.mjs <pyodide-dir> <engine-src-dir> <out-dir> <fallback.py>
//
// Pyodide's python_stdlib.zip holds Python sources only, so the browser would compile every
// module it imports, at every start, in WebAssembly: most of Pyodide's start-up time. This starts
// the npm package's Pyodide under Node, imports the engine from <engine-src-dir> (a copy of
// rules_py) as the worker does, calls its text functions as the worker does and its other public
// functions, imports every module that an import statement anywhere in the engine's modules that
// this loaded names (also inside functions: any code path) and the stdlib fallback, and writes the bytecode of every module of the zip
// that this imported to <out-dir>/stdlib/<path in the zip>c, and of every module of rules_py to
// <out-dir>/engine/rules_py/<name>.pyc, and the fallback (with the names of the modules left
// out) to <out-dir>/engine/_stdlib_fallback.pyc: "unchecked hash" pycs (PEP 552), reproducible and valid
// without their source. sitegen/pyodide.py builds the site's zip from them alone.
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

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
// Only what the worker needs runs before the list of used modules is taken.
pyodide.runPython(`
import importlib, json, sys
sys.path.insert(0, "/engine")
sys.dont_write_bytecode = True
import rules_py
from rules_py import api

# What the worker does (zugpruefer-worker.js), and the other public functions.
request = json.dumps({"move": {"play": "path", "card": {"edges": "EW"}, "x": 1, "y": 0}})
api.check_json(request)
api.check_json("{")
texts = [name for name in ("placements_json", "play_json", "score_json") if hasattr(api, name)]
for name in texts:
    getattr(api, name)(request)
    getattr(api, name)("{")
api.placements({"card": {"edges": "NESW"}})
api.play(json.loads(request))
api.catalog()
sys.path.insert(0, "/fallback")
import _stdlib_fallback
sys.path.remove("/fallback")
# Every module that an import statement in the engine's loaded modules names, wherever it
# stands (ast is loaded by Pyodide's start-up anyway), until nothing new is loaded.
import ast
scanned = set()
while True:
    engine = {n: m for n, m in list(sys.modules.items()) if n.split(".")[0] == "rules_py"}
    if set(engine) <= scanned:
        break
    for name in sorted(set(engine) - scanned):
        scanned.add(name)
        with open(engine[name].__file__, encoding="utf-8") as file:
            tree = ast.parse(file.read())
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    importlib.import_module(alias.name)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                if node.module != "__future__":
                    importlib.import_module(node.module)
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

import os, pathlib, py_compile, zipfile
def compile_to(source, target, shown, optimize=0):
    os.makedirs(os.path.dirname(target), exist_ok=True)
    py_compile.compile(
        source, cfile=target, dfile=shown, doraise=True, optimize=optimize,
        invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH,
    )

# Compiled without column ranges, or the zip would not be what the build asked for.
def _columns():
    return 1
if any(column is not None for *_, column, _ in _columns.__code__.co_positions()):
    raise SystemExit("PYTHONNODEBUGRANGES had no effect: the bytecode would keep its columns")

# The standard library, Pyodide's own packages included, without docstrings and asserts (-OO):
# 170 kB less on the wire (nobody calls help() in the checker's worker). Not the engine: its
# asserts guard its invariants.
STDLIB_OPTIMIZE = 2

with zipfile.ZipFile(stdlib) as archive:
    for name in used:
        source = f"/tmp/precompile/{name}"
        os.makedirs(os.path.dirname(source), exist_ok=True)
        with open(source, "wb") as file:
            file.write(archive.read(name))
        compile_to(source, f"/out/stdlib/{name}c", f"{stdlib}/{name}", STDLIB_OPTIMIZE)
# The fallback, with every module of the zip that the site's zip leaves out.
def module_name(entry):
    name = entry.removesuffix(".py").replace("/", ".")
    return name.removesuffix(".__init__")

with zipfile.ZipFile(stdlib) as archive:
    missing = sorted(
        module_name(name) for name in archive.namelist()
        if name.endswith(".py") and name not in set(used)
    )
with open("/fallback/_stdlib_fallback.py", "a", encoding="utf-8") as file:
    file.write(f"\\n\\nMISSING = frozenset({missing!r})\\n")
compile_to("/fallback/_stdlib_fallback.py", "/out/engine/_stdlib_fallback.pyc",
           f"{stdlib}/_stdlib_fallback.py")
package = pathlib.Path(rules_py.__file__).parent
for source in sorted(package.rglob("*.py")):
    name = source.relative_to(package.parent).as_posix()
    compile_to(str(source), f"/out/engine/{name}c", f"{stdlib}/{name}")
`);
