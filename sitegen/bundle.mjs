// The page scripts as one file each, bundled by rollup (npm, pinned in package.json).
//
//   node sitegen/bundle.mjs <config.json>
//
// config.json (written by sitegen/bundle.py): {"folder": dir, "bundles": {name: [module, …]},
// "inPlace": [module, …]}.
// Each bundle is one ES module, `<folder>/<name>.bundle.js`, that runs the listed modules in
// their order, with everything they import. Each module of "inPlace" is written over itself with
// its static imports inlined (its dynamic imports stay). Prints {"bundles": {name: [module
// file, …]}, "inPlace": {module: [module file, …]}} (the files that went into each, relative to
// the folder) as JSON on stdout. Any warning fails the build.
import { readFileSync } from "node:fs";
import path from "node:path";
import { rollup } from "rollup";

const config = JSON.parse(readFileSync(process.argv[2], "utf8"));
const folder = path.resolve(config.folder);
const ENTRY = "\0saboteur-entry";
const result = { bundles: {}, inPlace: {} };
/** The files of a rollup output's first chunk, relative to the folder. */
const files = (chunk) =>
  Object.keys(chunk.modules)
    .filter((id) => id !== ENTRY)
    .map((id) => path.relative(folder, id));

for (const [name, modules] of Object.entries(config.bundles)) {
  const entry = modules.map((module) => `import ${JSON.stringify(`./${module}`)};`).join("\n");
  const warnings = [];
  const build = await rollup({
    input: ENTRY,
    onwarn: (warning) => warnings.push(warning.message),
    plugins: [
      {
        name: "saboteur-entry",
        resolveId: (id) => (id === ENTRY ? ENTRY : null),
        load: (id) => (id === ENTRY ? entry : null),
      },
      {
        // The entry imports relative to the scripts' folder.
        name: "saboteur-folder",
        resolveId: (id, importer) => (importer === ENTRY ? path.join(folder, id) : null),
      },
    ],
  });
  const { output } = await build.write({ file: path.join(folder, `${name}.bundle.js`), format: "es" });
  await build.close();
  if (warnings.length) {
    process.stderr.write(warnings.join("\n") + "\n");
    process.exit(1);
  }
  result.bundles[name] = files(output[0]);
}
for (const module of config.inPlace ?? []) {
  const file = path.join(folder, module);
  const warnings = [];
  const build = await rollup({
    input: file,
    onwarn: (warning) => warnings.push(warning.message),
    // Pyodide's script and the snapshot's format are loaded when needed, from where they are.
    plugins: [{ name: "saboteur-dynamic", resolveDynamicImport: () => false }],
  });
  const { output } = await build.write({ file, format: "es" });
  await build.close();
  if (warnings.length) {
    process.stderr.write(warnings.join("\n") + "\n");
    process.exit(1);
  }
  result.inPlace[module] = files(output[0]);
}
process.stdout.write(JSON.stringify(result));
