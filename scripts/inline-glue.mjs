// Release builds only: puts the app's JS glue into index.html, in place of
// Trunk's loader that imports it, and starts the module once the page has
// been painted.
//
// With the glue a file of its own, a first visit asked for it while the
// HTML was read, then for the module once it came: two round trips in a
// row before the module could download. Inline, the module is asked for
// as soon as the page is painted (not before: a module request before the
// first paint put Lighthouse's LCP at 2 s, see Trunk.toml). On a repeat
// visit the worker controls the page and repeat-preload.mjs has already
// asked for the module: no wait there. Called by sw-precache.mjs after
// minify.mjs (the glue is then in the shape this expects) and before the
// preload and the policy (which hashes this script).
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { minifyScript } from './minify.mjs';

// V8's compile hint for a whole script (Explicit JavaScript Compile Hints).
const COMPILE_ALL = '//# allFunctionsCalledOnLoad';

export async function inlineGlue(dir) {
  const indexPath = join(dir, 'index.html');
  let html = await readFile(indexPath, 'utf8');
  const loader = html.match(
    /<script type=module>import init from '([^']+\.js)';\s*const wasm = await init\(\{ module_or_path: '([^']+_bg\.wasm)' \}\);([\s\S]*?)<\/script>/,
  );
  if (!loader) throw new Error("inline-glue: Trunk's loader is not as expected in index.html");
  const [whole, gluePath, wasmPath, rest] = loader;
  if (!/^\s*dispatchEvent\(new CustomEvent\("TrunkApplicationStarted", \{detail: \{wasm\}\}\)\);\s*$/.test(rest)) {
    throw new Error(`inline-glue: Trunk's loader does more than expected: ${rest.trim()}`);
  }
  const glueFile = join(dir, gluePath.split('/').pop());
  const glue = await readFile(glueFile, 'utf8');
  // The glue's start function, by its local name in the minified module.
  const exports = glue.match(/export\{[^}]*?\b([\w$]+) as default\b[^}]*\};?/);
  if (!exports) throw new Error('inline-glue: the glue exports no default start function');
  const init = exports[1];
  // Inside <script>, these would end or unsettle the element.
  if (/<\/script|<!--/i.test(glue)) throw new Error('inline-glue: the glue contains </script or <!--');
  const start =
    // A repeat visit (the worker serves the page, the module is preloaded)
    // starts at once. A first visit waits for the browser's report of the
    // first paint (the shell's text, which is also the LCP): a module
    // request before that paint is what put Lighthouse's LCP at 2 s in some
    // runs, and an animation frame then a timer came up to 23 ms before it
    // in 8 of 15 unthrottled loads. The report is what makes the order sure
    // (it can come later than the paint: the app is then ready about 35 ms
    // later under a 4× CPU slowdown). A hidden tab paints nothing: it
    // starts at once (or when hidden later); a browser without paint
    // timing, after a frame; any tab after 1 s at most.
    `if(!(navigator.serviceWorker&&navigator.serviceWorker.controller))` +
    `await new Promise(r=>{if(document.visibilityState=='hidden')return r();` +
    `addEventListener('visibilitychange',r,{once:true});setTimeout(r,1e3);` +
    `if((PerformanceObserver.supportedEntryTypes||[]).includes('paint'))` +
    `new PerformanceObserver(l=>l.getEntriesByName('first-contentful-paint').length&&r()).observe({type:'paint',buffered:true});` +
    `else requestAnimationFrame(()=>setTimeout(r))});` +
    // repeat-preload.mjs reads the module's name here.
    `const started = ${init}({ module_or_path: '${wasmPath}' });` +
    // Chrome loads a page's localStorage at its first use, and the page
    // waits for it (a synchronous call to the browser process): 1 to 10 ms
    // in a fresh page here (eight loads), 0.1 ms for each use after. The
    // app's first task, which reads the characters, waited there. Touched
    // here, once the module is asked for, the wait falls while the module
    // downloads. Storage that cannot be used throws: the app says so itself.
    `try{localStorage.length}catch(e){}` +
    // Trunk's loader then announces the start (TrunkApplicationStarted):
    // nothing listens for it (public/pwa.js waits for the first screen).
    `await started;`;
  // Inline, the glue's exports have no importer: without them, terser
  // drops what only they reached (wasm-bindgen's `initSync`) and shortens
  // the glue and the start as one (−0.1 KB).
  const script = await minifyScript(glue.replace(exports[0], '') + '\n' + start, { module: true });
  // V8 compiles a function at its first call, and the glue's are first
  // called in the app's first tasks, once the module is there: 15 to 26
  // of them in each of the first two, 1 to 9 ms of their time (traced).
  // This comment, first in the script, has Chrome (136 and later) compile
  // them all with the script, while the page is parsed and the module
  // still downloads. Other browsers ignore it.
  html = html.replace(whole, () => `<script type=module>${COMPILE_ALL}\n${script}</script>`);
  await writeFile(indexPath, html);
  await rm(glueFile);
  console.log(`index.html: glue ${gluePath} inlined`);
}
