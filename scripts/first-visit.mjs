// What the first visit's byte budget counts, in one place for the size gate
// (scripts/size-gate.mjs) and the bench's row beside it (bench/measure.mjs):
// the HTML, JS, CSS and wasm a first visit fetches, each compressed as a
// static host serves it (brotli, quality 11). The share and table modules
// are left out: the page fetches them only when asked for
// (public/load-share.js).
import { basename, extname } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

// The share module's files (src/partage.rs), as Trunk names a "worker"
// module, and the style sheet it fetches first: what a first visit does
// not fetch, with the table module's files (src/table.rs).
export const SHARE_MODULE_FILE = /^partage(_bg\.wasm|\.js|\.css)$/;
export const TABLE_MODULE_FILE = /^table(_bg\.wasm|\.js)$/;
// The live module's (src/direct.rs): a player's live table.
export const LIVE_MODULE_FILE = /^direct(_bg\.wasm|\.js)$/;
const onDemand = (name) => [SHARE_MODULE_FILE, TABLE_MODULE_FILE, LIVE_MODULE_FILE].some((file) => file.test(name));

const COUNTED = ['.html', '.js', '.css', '.wasm'];

// Whether a built file is one the budget weighs at all (first visit or on
// demand): icons and the manifest are not.
export const weighed = (path) => COUNTED.includes(extname(path));

// Whether the first visit fetches it (the modules' files are not).
export const onFirstVisit = (path) => weighed(path) && !onDemand(basename(path));

export const brotli = (bytes) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
