// Trunk post_build hook, two steps on the staged build: the Content Security
// Policy into index.html (csp.mjs), then sw.js from public/sw-template.js,
// listing every file of the build and naming its cache after a hash of
// their contents. Each step stops the build with a message when the build
// is not shaped as it expects.
// Usage by hand: node scripts/sw-precache.mjs DIR
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile, rm } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { writePolicy } from './csp.mjs';

const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error('sw-precache: no build folder: run from Trunk or pass it');
const WORKER = 'sw.js';
const TEMPLATE = 'sw-template.js';

const template = await readFile(new URL(`../public/${TEMPLATE}`, import.meta.url), 'utf8');
for (const slot of ['__VERSION__', '__PRECACHE__']) {
  if (!template.includes(slot)) throw new Error(`sw-precache: public/${TEMPLATE} has no ${slot} to fill`);
}
// The template travels with the build only to be read here.
await rm(join(dir, TEMPLATE), { force: true });
await writePolicy(dir);
const paths = (await readdir(dir, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile())
  .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
  .filter((path) => path !== WORKER)
  .sort();
if (!paths.includes('index.html')) throw new Error(`sw-precache: no index.html in ${dir}`);
if (!paths.some((path) => path.endsWith('_bg.wasm'))) throw new Error(`sw-precache: no wasm module in ${dir}`);
const hash = createHash('sha256');
for (const path of paths) {
  hash.update(path);
  hash.update(await readFile(join(dir, path)));
}
const version = hash.digest('hex').slice(0, 16);
const worker = template.replace('__VERSION__', version).replace('__PRECACHE__', JSON.stringify(paths, null, 2));
await writeFile(join(dir, WORKER), worker);
console.log(`sw.js: ${paths.length} files precached, cache ${version}`);
