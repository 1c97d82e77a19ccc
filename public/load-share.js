// The share module (src/partage.rs: share link, export, import, the table
// view's fight) is a second wasm module that a first visit does not fetch.
// The app calls this when the player opens Fiche, the table view or a link;
// the promise gives the module, started, with its styles (partage.css) in
// the page. A failed load (offline before the service worker has cached it)
// is tried again on the next call.
const shareStyles = () => new Promise((resolve, reject) => {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = 'partage.css';
  link.onload = resolve;
  link.onerror = () => { link.remove(); reject(new Error('partage.css')); };
  document.head.append(link);
});
window.ficheOmbreShareModule = () => {
  window.ficheOmbreShareLoading ??= Promise.all([import('./partage.js'), shareStyles()])
    .then(async ([module]) => {
      await module.default();
      return module;
    })
    .catch((error) => {
      window.ficheOmbreShareLoading = null;
      throw error;
    });
  return window.ficheOmbreShareLoading;
};
