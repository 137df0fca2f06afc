// The service worker's cache entry of the engine's snapshot: {name, url} of the first cache
// that holds a request for `…/snapshot.bin`, or null.
async () => {
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      if (request.url.endsWith("/snapshot.bin")) return { name, url: request.url };
    }
  }
  return null;
}
