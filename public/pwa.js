// Registers the service worker and tells the app when a new version waits.
// The app shows "Nouvelle version disponible"; its button saves, then calls
// window.ficheOmbreApplyUpdate(), and the page reloads once the new worker
// has taken over.
(function () {
  if (!('serviceWorker' in navigator)) return;
  let waiting = null;
  const announce = (worker) => {
    waiting = worker;
    window.dispatchEvent(new CustomEvent('fiche-ombre-update'));
  };
  window.ficheOmbreUpdateWaiting = () => waiting !== null;
  window.ficheOmbreApplyUpdate = () => {
    if (waiting) waiting.postMessage('skip-waiting');
  };
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The first worker taking over a fresh page is not an update.
    if (reloading || !window.ficheOmbreUpdating) return;
    reloading = true;
    location.reload();
  });
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('sw.js').then((registration) => {
      const watch = (worker) => {
        worker.addEventListener('statechange', () => {
          if (worker.state === 'installed' && navigator.serviceWorker.controller) announce(worker);
        });
      };
      if (registration.waiting && navigator.serviceWorker.controller) announce(registration.waiting);
      if (registration.installing) watch(registration.installing);
      registration.addEventListener('updatefound', () => watch(registration.installing));
      // A page left open for days still learns of new versions.
      setInterval(() => registration.update().catch(() => {}), 60 * 60 * 1000);
    }).catch(() => {});
  });
})();
