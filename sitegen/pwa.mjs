// The installable, offline site: app icons rasterised from the site's own SVG, and the service
// worker with its precache list (Workbox: workbox-build's packages, pinned in package.json).
//
//   node sitegen/pwa.mjs <config.json>
//
// config.json (written by sitegen/pwa.py): {"site": dir, "icons": [{"svg", "png", "size"}],
//   "runtime": {"cache", "urls", "snapshot", "pages", "notFound"},
//   "sw": {"source", "bundle", "make", "swDest", "config", "settings", "contentNamed",
//          "globIgnores"}}
// Writes "runtime" as `self.SABOTEUR_RUNTIME` to the site's sw.config file (sw-config.js,
// imported into sw.js before sw-runtime.js, which keeps the runtime for offline use).
// With "make", first bundles the service worker's source ("source", sitegen/service_worker.js)
// with the Workbox modules it imports into "bundle" (rollup and terser; pwa.py caches the
// bundle). Then Workbox's `injectManifest` writes sw.js: the bundle with this site's precache
// list in place of `self.__WB_MANIFEST`; and "settings" (one JSON value) go in place of
// `self.SABOTEUR_SW`. Prints {"count", "size"} of the precache list as JSON on stdout.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
// workbox-build's `injectManifest` from its own module: the package's index loads generateSW's
// bundler too (Babel, rollup and their plugins: some 0.6 CPU-s of Node in every build, three
// builds a test session), which injectManifest never calls. The same function, the same sw.js.
import { injectManifest } from "workbox-build/build/inject-manifest.js";

const MANIFEST = "self.__WB_MANIFEST";
const SETTINGS = "self.SABOTEUR_SW";

const config = JSON.parse(readFileSync(process.argv[2], "utf8"));

for (const icon of config.icons) {
  const svg = readFileSync(icon.svg);
  const png = new Resvg(svg, { fitTo: { mode: "width", value: icon.size } }).render().asPng();
  writeFileSync(icon.png, png);
}

const sw = config.sw;
writeFileSync(
  path.join(config.site, sw.config),
  "// Written by the build (sitegen/pwa.py, sitegen/pwa.mjs): what sw-runtime.js keeps for offline use.\n" +
    `self.SABOTEUR_RUNTIME = ${JSON.stringify(config.runtime)};\n`,
);

if (sw.make) {
  // As workbox-build bundles the service worker it generates (build/lib/bundle.js), without
  // Babel: production code only, minified (two passes: the bytes on the wire no more than
  // generateSW's with its quoted precache list), Workbox's private `_` members mangled.
  // Loaded only when the bundle is made (not from pwa.py's cache): most builds take it from there.
  const [{ nodeResolve }, { default: replace }, { default: terser }, { rollup }] =
    await Promise.all([
      import("@rollup/plugin-node-resolve"),
      import("@rollup/plugin-replace"),
      import("@rollup/plugin-terser"),
      import("rollup"),
    ]);
  const warnings = [];
  const build = await rollup({
    input: sw.source,
    onwarn: (warning) => warnings.push(String(warning)),
    plugins: [
      nodeResolve(),
      replace({ preventAssignment: true, "process.env.NODE_ENV": JSON.stringify("production") }),
      terser({
        compress: { passes: 2 },
        mangle: {
          toplevel: true,
          properties: { regex: /(^_|_$)/, reserved: [MANIFEST.slice("self.".length)] },
        },
      }),
    ],
  });
  await build.write({ file: sw.bundle, format: "es" });
  await build.close();
  if (warnings.length) {
    process.stderr.write(warnings.join("\n") + "\n");
    process.exit(1);
  }
}

const swDest = path.join(config.site, sw.swDest);
const { count, size, warnings } = await injectManifest({
  swSrc: sw.bundle,
  swDest,
  injectionPoint: MANIFEST,
  globDirectory: config.site,
  globPatterns: ["**/*.{html,css,js,mjs,json,svg,png,webmanifest,woff,woff2,txt,xml}"],
  globIgnores: sw.globIgnores,
  // Files named by their content's hash (sitegen/pwa.py, CONTENT_NAMED) need no revision: the
  // precache takes them from the browser's HTTP cache (revalidated) instead of the network.
  dontCacheBustURLsMatching: new RegExp(sw.contentNamed),
  maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
});
for (const warning of warnings) process.stderr.write(`workbox: ${warning}\n`);
const parts = readFileSync(swDest, "utf8").split(SETTINGS);
if (parts.length !== 2) {
  process.stderr.write(`${sw.bundle}: ${SETTINGS} steht nicht genau einmal darin\n`);
  process.exit(1);
}
writeFileSync(swDest, parts.join(JSON.stringify(sw.settings)));
process.stdout.write(JSON.stringify({ count, size }));
