// The checker's real catalogue of the build (sitegen/checker.py), filled into the pages' data
// module before a test imports the modules that read it (zugpruefer-request.js and others).
// pytest (tests/test_js_units.py) writes it to a file; run alone, this asks the venv's Python.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { data } from "../../docs/assets/javascripts/zugpruefer-data.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const VENV = `${ROOT}.venv/bin/python`;
const SCRIPT = "import json; from sitegen.checker import checker_data; print(json.dumps(checker_data()))";

/** @type {any} */
export const catalogue = JSON.parse(
  process.env.SABOTEUR_CATALOGUE
    ? readFileSync(process.env.SABOTEUR_CATALOGUE, "utf8")
    : execFileSync(existsSync(VENV) ? VENV : "python3", ["-c", SCRIPT], { cwd: ROOT, encoding: "utf8" }),
);
Object.assign(data, catalogue);
