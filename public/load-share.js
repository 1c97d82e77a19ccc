// docs/architecture.md, Four modules.
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
