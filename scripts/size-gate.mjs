// The first visit's byte budget, checked on the release build: the brotli
// size (quality 11, as a static host serves it) of the HTML, JS, CSS and
// wasm that a first visit fetches. Bytes, not time: it never flakes.
// The share module (src/partage.rs), the table module (src/table.rs) and
// the live module (src/direct.rs) are left out and listed apart: the page
// fetches the first when the player opens Fiche or a link, the second when
// the table view is opened, the third when a table's link is opened, and
// the service worker caches them in the background once the page has
// loaded (tests/e2e/offline.test.mjs checks them).
// Usage: node scripts/size-gate.mjs DIST BUDGET_KB
import { readdir, readFile } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import { brotli, onFirstVisit, weighed, LIVE_MODULE_FILE, SHARE_MODULE_FILE, TABLE_MODULE_FILE } from './first-visit.mjs';

const [dist, budgetKb] = process.argv.slice(2);
const files = (await readdir(dist, { recursive: true, withFileTypes: true }))
  .filter((e) => e.isFile() && weighed(e.name))
  .map((e) => relative(dist, join(e.parentPath, e.name)))
  // Trunk's staging folder, while a build is under way.
  .filter((path) => !path.startsWith('.'));
const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;

let total = 0;
let share = 0;
let table = 0;
let live = 0;
for (const path of files.sort()) {
  const size = brotli(await readFile(join(dist, path))).length;
  if (onFirstVisit(path)) total += size;
  else if (SHARE_MODULE_FILE.test(basename(path))) share += size;
  else if (TABLE_MODULE_FILE.test(basename(path))) table += size;
  else if (LIVE_MODULE_FILE.test(basename(path))) live += size;
  console.log(`  ${kb(size)}  ${path}${onFirstVisit(path) ? '' : ' (on demand)'}`);
}
const budget = Number(budgetKb) * 1024;
console.log(`  ${kb(total)}  first visit, brotli (budget ${budgetKb} KB)`);
console.log(`  ${kb(share)}  share module, fetched when Fiche or a link is opened`);
console.log(`  ${kb(table)}  table module, fetched when the table view is opened`);
console.log(`  ${kb(live)}  live module, fetched when a table's link is opened`);
const modules = [[share, 'share module (data-bin="partage")'], [table, 'table module (data-bin="table")'], [live, 'live module (data-bin="direct")']];
for (const [size, what] of modules) {
  if (size === 0) {
    console.error(`No ${what} in the build: is its <link data-trunk rel="rust"> still in index.html?`);
    process.exit(1);
  }
}
// The app's glue is minified by Trunk only in wasm-bindgen's no-modules
// form (index.html, Trunk.toml): a glue of many lines is one it refused.
for (const path of files.filter((p) => onFirstVisit(p) && /^fiche-ombre-[0-9a-f]+\.js$/.test(basename(p)))) {
  const lines = (await readFile(join(dist, path), 'utf8')).split('\n').length;
  if (lines > 5) {
    console.error(`${path} has ${lines} lines: Trunk did not minify the app's glue (see "Failed to minify JS" in the build).`);
    process.exit(1);
  }
}
if (total > budget) {
  console.error(`The first visit fetches ${(total / 1024).toFixed(1)} KB, over the ${budgetKb} KB budget.`);
  console.error('Make something smaller, or raise the budget in scripts/test.sh with a README line saying what it bought.');
  process.exit(1);
}
