// Deletes from the service worker's runtime cache `name` the one entry whose URL ends with
// `suffix` (as a browser short of space may evict part of it); returns whether there was one.
async ({ name, suffix }) => {
  const cache = await caches.open(name);
  for (const request of await cache.keys()) {
    if (request.url.endsWith(suffix)) return cache.delete(request);
  }
  return false;
}
