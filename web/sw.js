// The service worker that makes the game installable and playable offline (registered by
// index.html once the game has started). scripts/web.sh writes the site's version (a hash of
// every file) and the list of its files below. Each version is cached whole under its own key on
// the first load; requests are answered from that cache, so a version never mixes with another.
// A language's font (fonts/) is cached when the game first fetches it.
// A new version installs beside the old one and waits: the page offers to reload into it, and it
// takes over on its own once no page of the old version is open. Then the old cache is deleted.
const VERSION = "__GOMOKU_SITE_VERSION__";
const FILES = __GOMOKU_SITE_FILES__;
const CACHE = `gomoku-${VERSION}`;

self.addEventListener("install", (event) => {
  // The HTTP cache answers for what the page has just downloaded (the server only asks the
  // browser to revalidate), so this costs little beyond the files the page has not loaded yet.
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith("gomoku-") && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  // A page's address may carry options (?position=…): every navigation is the one page.
  const lookup = request.mode === "navigate" ? "index.html" : request;
  // A language's font is not in FILES: it is kept here when the game first fetches it, so a
  // language chosen once still reads offline.
  const keep = new URL(request.url).pathname.includes("/fonts/");
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(lookup, { ignoreSearch: true }).then(
        (cached) =>
          cached ??
          fetch(request).then((response) => {
            if (keep && response.ok) cache.put(request, response.clone());
            return response;
          }),
      ),
    ),
  );
});
