// The share module (src/partage.rs: share link, export, import) is a
// second wasm module that a first visit does not fetch. The app calls this
// when the player opens Fiche or a link; the promise gives the module,
// started. A failed load (offline before the service worker has cached it)
// is tried again on the next call.
window.ficheOmbreShareModule = () => {
  window.ficheOmbreShareLoading ??= import('./partage.js')
    .then(async (module) => {
      await module.default();
      return module;
    })
    .catch((error) => {
      window.ficheOmbreShareLoading = null;
      throw error;
    });
  return window.ficheOmbreShareLoading;
};
