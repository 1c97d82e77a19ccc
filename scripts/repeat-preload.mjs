// Repeat visits fetch the wasm while the page is still being read, not
// after the JS glue has run. Trunk's own preload is turned off (Trunk.toml)
// because on a first visit a wasm request that starts before the first
// paint pushed Lighthouse's LCP to 2 s; a page the service worker controls
// reads the wasm from its cache, so there the preload costs the paint
// nothing and saves the wait for the glue (issue 14). Called by
// sw-precache.mjs before the policy is written: the script is hashed.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export async function addRepeatVisitPreload(dir) {
  const path = join(dir, 'index.html');
  let html = await readFile(path, 'utf8');
  // As Trunk writes it, or as terser left it once inline (inline-glue.mjs).
  const wasm = html.match(/module_or_path: ?(['"])([^'"]+_bg\.wasm)\1/);
  if (!wasm) throw new Error("index.html: Trunk's loader names no wasm file");
  if (/<link[^>]*rel="?preload/.test(html)) throw new Error('index.html already preloads: see Trunk.toml');
  // Same request as wasm-bindgen's fetch (CORS mode, same-origin
  // credentials), so that the browser hands the preloaded response over.
  const script = `<script>if(navigator.serviceWorker&&navigator.serviceWorker.controller){` +
    `var l=document.createElement('link');l.rel='preload';l.as='fetch';l.type='application/wasm';` +
    `l.crossOrigin='anonymous';l.href='${wasm[2]}';document.head.appendChild(l)}</script>`;
  // Run again by hand on a build (tests/e2e/offline.test.mjs): once is enough.
  if (html.includes(script)) return;
  // Quoted or not: release builds minify the HTML, debug builds do not.
  const loader = html.search(/<script type="?module"?>/);
  if (loader < 0) throw new Error("index.html: Trunk's loader script not found");
  html = html.slice(0, loader) + script + html.slice(loader);
  await writeFile(path, html);
  console.log(`index.html: repeat visits preload ${wasm[2]}`);
}
