// ESLint (flat config) for all our JavaScript: `npx eslint`, run by `make check`.
// Types are checked by tsc (tsconfig.json, tsconfig.worker.json); this catches the rest.
"use strict";

const js = require("@eslint/js");
const globals = require("globals");

module.exports = [
  { ignores: ["site/**", "build/**", "node_modules/**", "bench-results/**"] },
  js.configs.recommended,
  {
    // The checker page's modules.
    files: ["docs/assets/javascripts/*.js"],
    languageOptions: { sourceType: "module", globals: { ...globals.browser } },
  },
  {
    // Classic script: tells a reader on file:// that the checker needs a web server.
    files: ["docs/assets/javascripts/zugpruefer-datei.js"],
    languageOptions: { sourceType: "script" },
  },
  {
    // The checker's module worker.
    files: ["docs/assets/javascripts/zugpruefer-worker.js"],
    languageOptions: { sourceType: "module", globals: { ...globals.worker } },
  },
  {
    // Material's search worker wrapped for German stemming (a worker, or a page via the shim).
    files: ["sitegen/search_worker.js"],
    languageOptions: {
      sourceType: "script",
      globals: { ...globals.worker, ...globals.browser, lunr: "readonly" },
    },
  },
  {
    // Node scripts of the build and the tests, and this file.
    files: ["**/*.mjs"],
    languageOptions: { sourceType: "module", globals: { ...globals.node } },
  },
  {
    files: ["eslint.config.js"],
    languageOptions: { sourceType: "commonjs", globals: { ...globals.node } },
  },
];
