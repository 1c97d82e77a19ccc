// The first visit's byte budget, checked on the release build: the brotli
// size (quality 11, as a static host serves it) of the HTML, JS, CSS and
// wasm that a first visit fetches. Bytes, not time: it never flakes.
// The share module (src/partage.rs) is left out and listed apart: the page
// fetches it only when the player opens Fiche or a link, and the service
// worker caches it in the background once the page has loaded
// (tests/e2e/offline.test.mjs checks both).
// Usage: node scripts/size-gate.mjs DIST BUDGET_KB
import { readdir, readFile } from 'node:fs/promises';
import { join, extname, relative } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { SHARE_MODULE_FILE } from './share-module.mjs';

const [dist, budgetKb] = process.argv.slice(2);
const COUNTED = ['.html', '.js', '.css', '.wasm'];
const files = (await readdir(dist, { recursive: true, withFileTypes: true }))
  .filter((e) => e.isFile() && COUNTED.includes(extname(e.name)))
  .map((e) => relative(dist, join(e.parentPath, e.name)))
  // Trunk's staging folder, while a build is under way.
  .filter((path) => !path.startsWith('.'));
const brotli = async (path) =>
  brotliCompressSync(await readFile(join(dist, path)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;

let total = 0;
let later = 0;
for (const path of files.sort()) {
  const size = await brotli(path);
  if (SHARE_MODULE_FILE.test(path)) later += size;
  else total += size;
  console.log(`  ${kb(size)}  ${path}${SHARE_MODULE_FILE.test(path) ? ' (on demand)' : ''}`);
}
const budget = Number(budgetKb) * 1024;
console.log(`  ${kb(total)}  first visit, brotli (budget ${budgetKb} KB)`);
console.log(`  ${kb(later)}  share module, fetched when asked for`);
if (later === 0) {
  console.error('No share module in the build: is the second <link data-trunk rel="rust"> still in index.html?');
  process.exit(1);
}
if (total > budget) {
  console.error(`The first visit fetches ${(total / 1024).toFixed(1)} KB, over the ${budgetKb} KB budget.`);
  console.error('Make something smaller, or raise the budget in scripts/test.sh with a README line saying what it bought.');
  process.exit(1);
}
