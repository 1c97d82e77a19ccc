// Release builds only: shortens the names the wasm module and its JS glue
// share, then minifies the glue. Trunk's `minify` leaves wasm-bindgen's
// glue as written (comments included), and each of the module's ~150
// imports is named like `__wbg_getItem_49556a3e59cfb688`, twice (in the
// wasm and in the glue), in random hex that does not compress: about 5 KB
// of the first visit (issue 14). Called by sw-precache.mjs before the
// policy and the service worker's list are written.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { minify } from 'terser';

// The wasm-opt Trunk ran: npm binaryen of the version pinned in Trunk.toml,
// where scripts/tools.sh installs it (a build started by hand may not have
// it on PATH), else the one on PATH if it is that version (Debian's
// binaryen silently breaks the module: see TOOLCHAIN.md).
async function wasmOpt() {
  const trunk = await readFile(new URL('../Trunk.toml', import.meta.url), 'utf8');
  const version = trunk.match(/^wasm_opt = "version_(\d+)"/m)?.[1];
  if (!version) throw new Error('minify: no wasm_opt version in Trunk.toml');
  const cache = process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache');
  const pinned = join(cache, 'fiche-ombre', `binaryen-${version}`, 'node_modules', '.bin', 'wasm-opt');
  if (existsSync(pinned)) return pinned;
  let onPath = 'none';
  try {
    onPath = execFileSync('wasm-opt', ['--version'], { encoding: 'utf8' });
  } catch {
    // Said below.
  }
  if (!onPath.includes(`version ${version}`)) {
    throw new Error(`minify: wasm-opt on PATH is ${onPath.trim()}, not ${version}: run bash scripts/test.sh once`);
  }
  return 'wasm-opt';
}

// Replaces each whole `name` in `text` (not followed by more of a name),
// exactly `expected` times, or fails the build: a glue that no longer
// looks as this script expects must be looked at, not half rewritten.
export function rename(text, from, to, expected, where = 'the glue') {
  const pattern = new RegExp(`${from.replace(/[.$]/g, '\\$&')}(?![\\w$])`, 'g');
  const found = text.match(pattern)?.length ?? 0;
  if (expected !== undefined && found !== expected) {
    throw new Error(`minify: ${from} appears ${found} times in ${where}, ${expected} expected`);
  }
  return text.replace(pattern, to);
}

// The module names of a wasm binary's imports (its import section, id 2).
function importModules(bytes) {
  let at = 8; // after the magic number and the version
  const leb = () => {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = bytes[at++];
      value += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return value;
    }
  };
  const name = () => {
    const length = leb();
    at += length;
    return bytes.subarray(at - length, at).toString();
  };
  const limits = () => {
    const flags = leb();
    leb();
    if (flags & 1) leb();
  };
  while (at < bytes.length) {
    const id = bytes[at++];
    const end = leb() + at;
    if (id !== 2) {
      at = end;
      continue;
    }
    const modules = new Set();
    for (let count = leb(); count > 0; count--) {
      modules.add(name());
      name();
      const kind = bytes[at++];
      if (kind === 0) leb(); // function: its type
      else if (kind === 1) { at++; limits(); } // table: element type, limits
      else if (kind === 2) limits(); // memory
      else if (kind === 3) at += 2; // global: value type, mutability
      else throw new Error(`minify: import of unknown kind ${kind}`);
    }
    return modules;
  }
  return new Set();
}

export async function minifyRelease(dir) {
  const files = await readdir(dir);
  // The app's module, the one Trunk's loader in index.html starts (the
  // share module is shortened by share-module.mjs, once it is named).
  const loader = (await readFile(join(dir, 'index.html'), 'utf8')).match(/module_or_path: '([^']+_bg\.wasm)'/);
  const wasmFile = loader && files.find((f) => f === loader[1].split('/').pop());
  const jsFile = wasmFile && files.find((f) => f === wasmFile.replace(/_bg\.wasm$/, '.js'));
  if (!wasmFile || !jsFile) throw new Error('minify: no wasm module and glue in the build');
  await shorten(dir, wasmFile, jsFile);
}

// Classes that wasm-bindgen's glue exports for wasm-streams, which Leptos
// pulls in (server_fn's `browser` feature) and nothing of ours uses: the
// module's exports behind them are removed before wasm-opt runs (the
// `--remove-exports` of index.html's wasm-opt params), so their code goes
// too; here their classes leave the glue.
const UNUSED_CLASSES = ['IntoUnderlyingByteSource', 'IntoUnderlyingSink', 'IntoUnderlyingSource'];

// Removes each class of `names` from the glue: its declaration, its
// dispose line and its finalization registry, each found exactly once, or
// fails the build (a glue that no longer looks as expected must be looked at).
export function dropClasses(glue, names, where = 'the glue') {
  for (const name of names) {
    const parts = [
      new RegExp(`export class ${name} \\{\\n[\\s\\S]*?\\n\\}\\nif \\(Symbol\\.dispose\\) ${name}\\.prototype\\[Symbol\\.dispose\\] = ${name}\\.prototype\\.free;\\n`, 'g'),
      new RegExp(`const ${name}Finalization = [\\s\\S]*?\\);\\n`, 'g'),
    ];
    for (const part of parts) {
      const found = glue.match(part)?.length ?? 0;
      if (found !== 1) throw new Error(`minify: class ${name} found ${found} times in ${where}, 1 expected`);
      glue = glue.replace(part, '');
    }
    if (new RegExp(`\\b${name}\\b|${name.toLowerCase()}`).test(glue)) {
      throw new Error(`minify: ${name} is still used by ${where}`);
    }
  }
  return glue;
}

// Renames a module's imports and exports, in it and in its glue (and
// optimises the module once more, below), then
// minifies the glue.
export async function shorten(dir, wasmFile, jsFile) {
  const wasmPath = join(dir, wasmFile);
  const jsPath = join(dir, jsFile);

  // binaryen renames every import, export and import module and prints
  // the mapping of imports and exports as JSON. The new module name is
  // read from the module itself. Then one more -Oz: the renaming alone
  // leaves the code section 2.4 KB larger (raw) than -Oz had left it, and
  // -Oz after it takes that back and more: 1.2 KB brotli off the app's
  // module, 2.2 KB off the share module (the same -Oz before the renaming:
  // 0.2 KB). It renames nothing, so the mapping holds.
  const mapping = JSON.parse(execFileSync(await wasmOpt(), [
    '--minify-imports-and-exports-and-modules', '-Oz', wasmPath, '-o', wasmPath,
  ], { encoding: 'utf8' }));
  let glue = dropClasses(await readFile(jsPath, 'utf8'), UNUSED_CLASSES, jsFile);
  const oldModules = new Set(mapping.imports.map(([module]) => module));
  const newModules = importModules(await readFile(wasmPath));
  if (oldModules.size !== 1 || newModules.size !== 1) {
    throw new Error(`minify: one import module expected, found ${[...oldModules]} then ${[...newModules]}`);
  }
  glue = rename(glue, JSON.stringify([...oldModules][0]), JSON.stringify([...newModules][0]), 1);
  for (const [, name, short] of mapping.imports) {
    // Each import is one key of the imports object.
    glue = rename(glue, name, short, 1);
  }
  for (const [name, short] of mapping.exports) {
    // The glue reads exports as `wasm.name` (some it never reads), and
    // names some of its own functions after them, which may stay.
    glue = rename(glue, `wasm.${name}`, `wasm.${short}`);
    if (glue.includes(`'${name}'`) || glue.includes(`"${name}"`)) {
      throw new Error(`minify: the glue reads the export ${name} by a string`);
    }
  }
  await writeFile(jsPath, await minifyScript(glue, { module: true }));
  console.log(`minify: ${mapping.imports.length} imports and ${mapping.exports.length} exports renamed; ${jsFile} minified`);
}

// terser, for every script Trunk's minifier leaves as written: the glue (an
// ES module, above), the share module's loader in index.html
// (public/load-share.js) and sw.js, which sw-precache.mjs writes from its
// template; and public/pwa.js, which it rewrites (minifyInlineScript,
// below). A classic script's top-level names stay (sw.js's PRECACHE is
// read back by the tests). Beyond the defaults (−0.2 KB on the first
// visit, measured on the release build):
// - three passes: each finds what the one before left to inline;
// - ES2020 output (the page already needs ES2021: load-share.js's `??=`);
// - a function expression that uses neither `this` nor `arguments`
//   becomes an arrow (terser checks both), and an object's function
//   property a method, which cannot be called with `new`: none of these
//   scripts does (wasm-bindgen's imports are only called, by the module);
// - wasm-bindgen's console warnings go with their text (a server serving
//   wasm with the wrong type, the old ways of calling its start): they
//   speak to a developer, never to the player, and the glue's behaviour
//   is the same without them.
export async function minifyScript(code, { module = false } = {}) {
  const compress = { passes: 3, unsafe_arrows: true, unsafe_methods: true, pure_funcs: ['console.warn'] };
  return (await minify(code, { module, ecma: 2020, compress, mangle: true })).code;
}

// Minifies the one inline classic script of index.html that contains
// `marker`, or fails the build. With `source`, the script as written is
// minified in its place: Trunk's own minifier (minify-js) orders the
// names it hoists differently from one build to the next, and the first
// visit's brotli size moved by up to 37 bytes between two builds of the
// same commit (against a budget met by 16).
export async function minifyInlineScript(dir, marker, source) {
  const indexPath = join(dir, 'index.html');
  const html = await readFile(indexPath, 'utf8');
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].filter((m) => m[1].includes(marker));
  if (scripts.length !== 1) throw new Error(`minify: ${scripts.length} inline scripts contain ${marker}, not 1`);
  const [whole, code] = scripts[0];
  const short = await minifyScript(source ?? code);
  await writeFile(indexPath, html.replace(whole, () => `<script>${short}</script>`));
}
