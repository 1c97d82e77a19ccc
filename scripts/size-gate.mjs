// The first visit's byte budget, checked on the release build: the brotli
// size (quality 11, as a static host serves it) of the HTML, JS, CSS and
// wasm that a first visit fetches. Bytes, not time: it never flakes.
// Usage: node scripts/size-gate.mjs DIST BUDGET_KB
import { readdir, readFile } from 'node:fs/promises';
import { join, extname } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const [dist, budgetKb] = process.argv.slice(2);
const COUNTED = ['.html', '.js', '.css', '.wasm'];
const files = (await readdir(dist, { recursive: true, withFileTypes: true }))
  .filter((e) => e.isFile() && COUNTED.includes(extname(e.name)))
  .map((e) => join(e.parentPath, e.name));
let total = 0;
for (const path of files.sort()) {
  const size = brotliCompressSync(await readFile(path), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  total += size;
  console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${path.slice(dist.length + 1)}`);
}
const budget = Number(budgetKb) * 1024;
console.log(`  ${(total / 1024).toFixed(1).padStart(7)} KB  first visit, brotli (budget ${budgetKb} KB)`);
if (total > budget) {
  console.error(`The first visit fetches ${(total / 1024).toFixed(1)} KB, over the ${budgetKb} KB budget.`);
  console.error('Make something smaller, or raise the budget in scripts/test.sh with a README line saying what it bought.');
  process.exit(1);
}
