// What the first visit's byte budget counts, in one place for the size gate
// (scripts/size-gate.mjs) and the bench's row beside it (bench/measure.mjs):
// the HTML, JS, CSS and wasm a first visit fetches, each compressed as a
// static host serves it (brotli, quality 11). The share module is left out:
// the page fetches it only when asked for (public/load-share.js).
import { basename, extname } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

// The share module's files (src/partage.rs), as Trunk names a "worker"
// module, and its style sheet: what a first visit does not fetch.
export const SHARE_MODULE_FILE = /^partage(_bg\.wasm|\.js|\.css)$/;

const COUNTED = ['.html', '.js', '.css', '.wasm'];

// Whether a built file is one the budget weighs at all (first visit or on
// demand): icons and the manifest are not.
export const weighed = (path) => COUNTED.includes(extname(path));

// Whether the first visit fetches it (the share module's files are not).
export const onFirstVisit = (path) => weighed(path) && !SHARE_MODULE_FILE.test(basename(path));

export const brotli = (bytes) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
