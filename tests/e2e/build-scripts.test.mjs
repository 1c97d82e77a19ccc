// The post_build hook's edits of index.html work on Trunk's loader as a
// release build writes it (minified HTML: type=module) and as a debug
// build does (type="module"): a plain `trunk build` once failed here. And
// the glue loses only the classes whose exports left the module.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { addRepeatVisitPreload } from '../../scripts/repeat-preload.mjs';
import { dropClasses } from '../../scripts/minify.mjs';

const LOADER = "import init from '/fiche-ombre-1a2b_bg.js';\nconst wasm = await init({ module_or_path: '/fiche-ombre-1a2b_bg.wasm' });";

for (const tag of ['<script type=module>', '<script type="module">']) {
  test(`repeat visits' preload goes before the loader written ${tag}`, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fiche-ombre-build-'));
    try {
      await writeFile(join(dir, 'index.html'), `<html><head>${tag}${LOADER}</script></head><body></body></html>`);
      await addRepeatVisitPreload(dir);
      await addRepeatVisitPreload(dir);
      const html = await readFile(join(dir, 'index.html'), 'utf8');
      const preload = html.indexOf("l.href='/fiche-ombre-1a2b_bg.wasm'");
      assert.ok(preload > 0, html);
      assert.ok(preload < html.indexOf(tag), 'before the loader');
      assert.equal(html.split("l.rel='preload'").length, 2, 'once, however often the hook runs');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
}

// wasm-bindgen's glue for a class the module exports, as 0.2.130 writes it.
const exportedClass = (name) => `export class ${name} {
    free() {
        const ptr = this.__destroy_into_raw();
        ${name}Finalization.unregister(this);
        wasm.__wbg_${name.toLowerCase()}_free(ptr, 0);
    }
}
if (Symbol.dispose) ${name}.prototype[Symbol.dispose] = ${name}.prototype.free;
`;
const registry = (name) => `const ${name}Finalization = (typeof FinalizationRegistry === 'undefined')
    ? { register: () => {}, unregister: () => {} }
    : new FinalizationRegistry(ptr => wasm.__wbg_${name.toLowerCase()}_free(ptr, 1));
`;

test('the unused stream classes leave the glue, and nothing else does', () => {
  const glue = `${exportedClass('IntoUnderlyingSink')}\n${exportedClass('Kept')}\nfunction f() {}\n${registry('IntoUnderlyingSink')}${registry('Kept')}`;
  const left = dropClasses(glue, ['IntoUnderlyingSink']);
  assert.equal(left, `\n${exportedClass('Kept')}\nfunction f() {}\n${registry('Kept')}`);
});

test('a glue that does not look as expected fails the build', () => {
  // No such class: the module's exports were removed for nothing.
  assert.throws(() => dropClasses(registry('Kept'), ['IntoUnderlyingSink']), /found 0 times/);
  // Still used elsewhere in the glue: its removal would break the page.
  const used = `${exportedClass('IntoUnderlyingSink')}${registry('IntoUnderlyingSink')}new IntoUnderlyingSink();\n`;
  assert.throws(() => dropClasses(used, ['IntoUnderlyingSink']), /still used/);
});
