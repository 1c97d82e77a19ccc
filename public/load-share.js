// The modules a first visit does not fetch: the share module
// (src/partage.rs: share link, files, Foundry VTT, the dialog for links),
// the table module (src/table.rs: the table view and the GM's fight) and
// the live module (src/direct.rs: a player's live table), each a wasm
// module of its own. The app calls this with a module's name when the
// player opens Fiche, a link or the table view; the promise gives the
// module, started, with the styles of all (partage.css) in the page. A
// failed load (offline before the service worker has cached it) is tried
// again on the next call.
const loading = {};
const moduleStyles = () => new Promise((resolve, reject) => {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = 'partage.css';
  link.onload = resolve;
  link.onerror = () => { link.remove(); loading.styles = null; reject(new Error('partage.css')); };
  document.head.append(link);
});
window.ficheOmbreModule = (name) => {
  loading.styles ??= moduleStyles();
  loading[name] ??= Promise.all([import(`./${name}.js`), loading.styles])
    .then(async ([module]) => {
      await module.default();
      return module;
    })
    .catch((error) => {
      loading[name] = null;
      throw error;
    });
  return loading[name];
};
