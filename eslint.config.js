// ESLint (flat config) for all our JavaScript: `npx eslint`, run by `make check`.
// Types are checked by tsc (tsconfig.json, tsconfig.worker.json); this catches the rest.
// An ES module, as every .js file that Node runs here (package.json "type": "module").
import js from "@eslint/js";
import globals from "globals";

export default [
  // Not ours: the venv (Material's bundled scripts), npm packages, build output, caches.
  {
    ignores: [
      ".venv/**",
      "node_modules/**",
      "site/**",
      "build/**",
      "dist/**",
      "bench-results/**",
      ".hypothesis/**",
      ".mypy_cache/**",
      ".ruff_cache/**",
      ".pytest_cache/**",
    ],
  },
  js.configs.recommended,
  {
    // The checker page's modules.
    files: ["docs/assets/javascripts/*.js"],
    languageOptions: { sourceType: "module", globals: { ...globals.browser } },
  },
  {
    // The checker's module worker.
    files: ["docs/assets/javascripts/zugpruefer-worker.js"],
    languageOptions: { sourceType: "module", globals: { ...globals.worker } },
  },
  {
    // Classic scripts: the worker's early start, Material's later start, the service worker's
    // registration.
    files: [
      "docs/assets/javascripts/zugpruefer-boot.js",
      "docs/assets/javascripts/zugpruefer-later.js",
      "docs/assets/javascripts/offline.js",
    ],
    languageOptions: { sourceType: "script" },
  },
  {
    // Imported into the service worker (sitegen/service_worker.js, bundled by sitegen/pwa.mjs).
    files: ["docs/assets/javascripts/sw-runtime.js"],
    languageOptions: { sourceType: "script", globals: { ...globals.serviceworker } },
  },
  {
    // The service worker's source, bundled with Workbox's modules (sitegen/pwa.mjs).
    files: ["sitegen/service_worker.js"],
    languageOptions: { sourceType: "module", globals: { ...globals.serviceworker } },
  },
  {
    // The build's Node scripts (precompile, service worker and icons).
    files: ["sitegen/*.mjs"],
    languageOptions: { sourceType: "module", globals: { ...globals.node } },
  },
  {
    // Every page's inline script that lets the search index be built when the search opens.
    files: ["sitegen/search_page.js"],
    languageOptions: { sourceType: "script", globals: { ...globals.browser } },
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
    // The bench's pages (tools/bench_web, never shipped): page scripts and module workers.
    files: ["tools/bench_web/*.js"],
    languageOptions: { sourceType: "module", globals: { ...globals.browser } },
  },
  {
    files: ["tools/bench_web/probe.js", "tools/bench_web/round-trip.js"],
    languageOptions: { sourceType: "script" },
  },
  {
    files: ["tools/bench_web/*-worker.mjs"],
    languageOptions: { sourceType: "module", globals: { ...globals.worker } },
  },
  {
    // What the browser tests run in a page (tests/js.py): function expressions, init scripts.
    files: ["tests/page_scripts/*.js"],
    languageOptions: { sourceType: "script", globals: { ...globals.browser, axe: "readonly" } },
  },
  {
    // Node scripts of the build and the tests (the unit tests of the pages' pure modules,
    // `node --test tests/js/`), and this file.
    files: ["sitegen/*.mjs", "tests/**/*.mjs", "tests/js/**/*.js", "eslint.config.js"],
    languageOptions: { sourceType: "module", globals: { ...globals.node } },
  },
];
