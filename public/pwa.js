// Registers the service worker, tells the app when the app is ready offline
// (or that caching failed), and when a new version waits. The app shows
// "Nouvelle version disponible"; its button saves, then calls
// window.ficheOmbreApplyUpdate(), and the page reloads once the new worker
// has taken over. Every other open tab reloads into the new version too
// (leaving a page saves it), so none is left with a dead button.
(function () {
  // 'pending', 'ready' or 'failed': read by the app when it mounts, and
  // announced with a 'fiche-ombre-offline' event when it changes.
  window.ficheOmbreOffline = 'pending';
  const offline = (state) => {
    window.ficheOmbreOffline = state;
    window.dispatchEvent(new CustomEvent('fiche-ombre-offline'));
  };
  if (!('serviceWorker' in navigator)) {
    offline('failed');
    return;
  }
  let waiting = null;
  const announce = (worker) => {
    waiting = worker;
    window.dispatchEvent(new CustomEvent('fiche-ombre-update'));
  };
  window.ficheOmbreUpdateWaiting = () => waiting !== null;
  window.ficheOmbreApplyUpdate = () => {
    // Another tab may have applied it already: then only reload.
    if (waiting && waiting.state === 'installed') waiting.postMessage('skip-waiting');
    else location.reload();
  };
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The first worker taking over a fresh page is not an update.
    if (reloading || !(window.ficheOmbreUpdating || waiting)) return;
    reloading = true;
    location.reload();
  });
  // An active worker has every file of its build in its cache. On a
  // repeat visit it is there before the app is built, registered or not.
  navigator.serviceWorker.ready.then(() => offline('ready'));
  // Registered once the page has loaded, the app's first screen is built
  // (its static shell is then gone: src/views/later.rs) and the page is
  // idle. The worker's install starts a script of its own, then fetches
  // and stores every file of the build: beside the app's first tasks, it
  // made them much longer (docs/performance.md). The install still takes
  // the module from the HTTP cache (it is named after its contents).
  const loaded = new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  const built = new Promise((resolve) => {
    const app = document.getElementById('app');
    const shellGone = new MutationObserver(() => {
      if (document.getElementById('shell')) return;
      shellGone.disconnect();
      resolve();
    });
    shellGone.observe(app, { childList: true });
  });
  const idle = window.requestIdleCallback || ((callback) => setTimeout(callback, 1));
  // Fiche's panels are the share module's: once the worker has it cached
  // (no byte twice), it is fetched and compiled while the page is idle, so
  // that Fiche opens, and the page prints whole, from the first tap.
  // `ready` comes as the worker activates, a moment before it takes the
  // page over (clients.claim): until then the page's fetches would go to
  // the network.
  const controlled = new Promise((resolve) => {
    if (navigator.serviceWorker.controller) resolve();
    else navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true });
  });
  navigator.serviceWorker.ready
    .then(() => controlled)
    .then(() => built)
    .then(() => idle(() => window.ficheOmbreModule('partage').catch(() => {})));
  Promise.all([loaded, built]).then(() => idle(() => {
    navigator.serviceWorker.register('sw.js').then((registration) => {
      const watch = (worker) => {
        worker.addEventListener('statechange', () => {
          if (worker.state === 'installed' && navigator.serviceWorker.controller) announce(worker);
          // Its files could not all be cached, and no earlier worker serves.
          if (worker.state === 'redundant' && !registration.active) offline('failed');
        });
      };
      if (registration.waiting && navigator.serviceWorker.controller) announce(registration.waiting);
      if (registration.installing) watch(registration.installing);
      registration.addEventListener('updatefound', () => watch(registration.installing));
      // A page left open for days still learns of new versions.
      setInterval(() => registration.update().catch(() => {}), 60 * 60 * 1000);
    }).catch(() => offline('failed'));
  }));
})();
