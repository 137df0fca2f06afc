// The service worker's source: bundled with the Workbox modules it imports (workbox-build's
// packages, pinned) by sitegen/pwa.mjs once per version of this file and those packages (the
// bundle is cached, sitegen/pwa.py). Each build then puts only its data in: Workbox's
// `injectManifest` writes the precache list in place of `self.__WB_MANIFEST`, and pwa.mjs the
// settings from sitegen/pwa.py (one JSON value) in place of `self.SABOTEUR_SW`.
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";

/** @type {{importScripts: string[], runtimePattern: string}} */
const settings = self.SABOTEUR_SW;

// sw-config.js (what sw-runtime.js keeps for offline use: `self.SABOTEUR_RUNTIME`, with the
// runtime cache's name), then sw-runtime.js.
importScripts(...settings.importScripts);

// A new deploy installs a new worker with a whole new cache; it waits until the reader reloads
// ("Neue Version – neu laden": assets/javascripts/offline.js says SKIP_WAITING). No clientsClaim.
self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "SKIP_WAITING") {
    self.skipWaiting();
  }
});

// Pages are `name.html`; "/" is index.html. Query strings (the worker's URL carries where
// Pyodide is) never name another file.
precacheAndRoute(self.__WB_MANIFEST, {
  directoryIndex: "index.html",
  ignoreURLParametersMatching: [/.*/],
});
cleanupOutdatedCaches();

// The runtime (Pyodide and the engine, 4 MB on the wire) is not fetched when the worker
// installs: it is cached as the checker uses it (sw-runtime.js), in a cache named by the
// runtime's version and the engine's hash, so that a new engine never meets an old page.
registerRoute(
  new RegExp(settings.runtimePattern),
  new CacheFirst({ cacheName: self.SABOTEUR_RUNTIME.cache }),
  "GET",
);
