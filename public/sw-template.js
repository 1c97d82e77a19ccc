// Fiche d'Ombre's service worker. scripts/sw-precache.mjs writes the real
// sw.js from this file at each build: PRECACHE lists every file of the build
// (hashed names included) and VERSION is a hash of their contents, so a new
// build is a new cache and the old ones are deleted on activation.
const VERSION = '__VERSION__';
const PRECACHE = __PRECACHE__;
const CACHE = `fiche-ombre-${VERSION}`;

// Trunk names the module and its glue after a hash of their contents: a
// copy of them in the HTTP cache is the right one whatever its age, and is
// taken as it is, so that a first visit does not download the module twice
// (once for the page, once for this cache). Every other file is asked of
// the server again, so that a new build never caches an old copy.
// Trunk writes its hash in hex without leading zeros: 1 to 16 digits.
const HASHED = /-[0-9a-f]{1,16}(_bg\.wasm|\.js)$/;

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.addAll(PRECACHE.map((path) => new Request(path, { cache: HASHED.test(path) ? 'force-cache' : 'reload' })));
    // The very first worker takes over at once: offline from the first visit.
    // Later ones wait until the app says the player is ready to reload.
    if (!self.registration.active) await self.skipWaiting();
  })());
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith('fiche-ombre-') && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // Every page of the app is the same page: a share link (#…) included.
    if (request.mode === 'navigate') {
      return (await cache.match('index.html')) ?? fetch(request);
    }
    const cached = await cache.match(request, { ignoreSearch: true });
    if (cached) return cached;
    try {
      return await fetch(request);
    } catch (error) {
      return (await cache.match('index.html')) ?? Response.error();
    }
  })());
});
