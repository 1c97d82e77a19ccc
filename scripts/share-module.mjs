// Trunk names the share module (a "worker" in index.html, src/partage.rs)
// after its binary, partage.js and partage_bg.wasm, not after its contents
// as it names the app's module. This names both files after their
// contents, so that a host can cache them for good like the app's, the
// service worker takes them from the HTTP cache (public/sw-template.js),
// and a page of one build never loads another build's share module. A
// release build's module and glue are then shortened and minified as the
// app's are (minify.mjs). Called by sw-precache.mjs before the policy is
// written: the loader in index.html (public/load-share.js) names the glue.
import { createHash } from 'node:crypto';
import { readdir, readFile, rename as move, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { rename, shorten } from './minify.mjs';

// The share module's files once named: what a first visit does not fetch
// (scripts/size-gate.mjs, bench/measure.mjs, the e2e tests).
export const SHARE_MODULE_FILE = /^partage-[0-9a-f]{16}(_bg\.wasm|\.js)$/;

export async function nameShareModule(dir, { release }) {
  const index = join(dir, 'index.html');
  // Run again by hand on a build (tests/e2e/offline.test.mjs): once is enough.
  if (!existsSync(join(dir, 'partage.js')) && (await readdir(dir)).some((f) => SHARE_MODULE_FILE.test(f))) return;
  const glue = await readFile(join(dir, 'partage.js'), 'utf8');
  const wasm = await readFile(join(dir, 'partage_bg.wasm'));
  const name = `partage-${createHash('sha256').update(glue).update(wasm).digest('hex').slice(0, 16)}`;
  await move(join(dir, 'partage_bg.wasm'), join(dir, `${name}_bg.wasm`));
  await writeFile(join(dir, `${name}.js`), rename(glue, "'partage_bg.wasm'", `'${name}_bg.wasm'`, 1, 'partage.js'));
  await rm(join(dir, 'partage.js'));
  if (release) await shorten(dir, `${name}_bg.wasm`, `${name}.js`);
  await writeFile(index, rename(await readFile(index, 'utf8'), "'./partage.js'", `'./${name}.js'`, 1, 'index.html'));
  console.log(`share module: ${name}`);
}
