// Trunk post_build hook: shortens and minifies a release build's module and
// glue (minify.mjs) and puts the glue into index.html (inline-glue.mjs),
// names the share module after its contents (share-module.mjs), adds the
// repeat visits' preload (repeat-preload.mjs) and the Content Security
// Policy (csp.mjs) to index.html, then writes sw.js
// into the staged build, listing every file of the build (hashed names
// included) and naming its cache after a hash of their contents.
// Usage by hand: node scripts/sw-precache.mjs DIR
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile, rm } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { writePolicy } from './csp.mjs';
import { addRepeatVisitPreload } from './repeat-preload.mjs';
import { minifyInlineScript, minifyRelease, minifyScript } from './minify.mjs';
import { inlineGlue } from './inline-glue.mjs';
import { nameShareModule } from './share-module.mjs';

const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error('no build folder: run from Trunk or pass it');
const WORKER = 'sw.js';
const TEMPLATE = 'sw-template.js';

const template = await readFile(new URL(`../public/${TEMPLATE}`, import.meta.url), 'utf8');
// The template travels with the build only to be read here.
await rm(join(dir, TEMPLATE), { force: true });
const release = process.env.TRUNK_PROFILE === 'release';
if (release) {
  await minifyRelease(dir);
  await inlineGlue(dir);
}
await nameShareModule(dir, { release });
if (release) {
  await minifyInlineScript(dir, 'ficheOmbreShareModule');
  // From its source: what Trunk's minifier made of it changed from build
  // to build, and so did the first visit's size (minify.mjs).
  const pwa = await readFile(new URL('../public/pwa.js', import.meta.url), 'utf8');
  await minifyInlineScript(dir, 'ficheOmbreOffline', pwa);
}
await addRepeatVisitPreload(dir);
await writePolicy(dir);
const paths = (await readdir(dir, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile())
  .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
  .filter((path) => path !== WORKER)
  .sort();
const hash = createHash('sha256');
for (const path of paths) {
  hash.update(path);
  hash.update(await readFile(join(dir, path)));
}
const version = hash.digest('hex').slice(0, 16);
const worker = template
  .replace('__VERSION__', version)
  .replace('__PRECACHE__', JSON.stringify(paths, null, 2));
await writeFile(join(dir, WORKER), release ? await minifyScript(worker) : worker);
console.log(`sw.js: ${paths.length} files precached, cache ${version}`);
