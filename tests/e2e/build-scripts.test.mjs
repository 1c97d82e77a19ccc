// The post_build hook's edits of index.html work on Trunk's loader as a
// release build writes it (minified HTML: type=module) and as a debug
// build does (type="module"): a plain `trunk build` once failed here. And
// the glue loses only the classes whose exports left the module. And the
// size gate and the bench weigh the same files as the first visit's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { addRepeatVisitPreload } from '../../scripts/repeat-preload.mjs';
import { dropClasses, minifyInlineScript } from '../../scripts/minify.mjs';
import { onFirstVisit, weighed } from '../../scripts/first-visit.mjs';
import { inlineGlue } from '../../scripts/inline-glue.mjs';

const LOADER = "import init from '/fiche-ombre-1a2b_bg.js';\nconst wasm = await init({ module_or_path: '/fiche-ombre-1a2b_bg.wasm' });";
// The same once inline-glue.mjs has put the glue in and terser has run.
const INLINE = 'function e(){}const t=await e({module_or_path:"/fiche-ombre-1a2b_bg.wasm"});';

for (const [tag, loader] of [['<script type=module>', LOADER], ['<script type="module">', LOADER], ['<script type=module>', INLINE]]) {
  test(`repeat visits' preload goes before the loader written ${tag}${loader.slice(0, 12)}`, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fiche-ombre-build-'));
    try {
      await writeFile(join(dir, 'index.html'), `<html><head>${tag}${loader}</script></head><body></body></html>`);
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

test('the first visit weighs the page, the app and the worker, not the share module or the icons', () => {
  const build = {
    'index.html': true,
    'fiche-ombre-8b13b3a2b704568f_bg.wasm': true,
    'sw.js': true,
    'style/main.css': true,
    'partage-c6454b3aa0289806_bg.wasm': false,
    'partage-c6454b3aa0289806.js': false,
    'icons/icon-192.png': false,
    'manifest.webmanifest': false,
  };
  for (const [path, counted] of Object.entries(build)) {
    assert.equal(onFirstVisit(path), counted, path);
  }
  assert.ok(weighed('partage-c6454b3aa0289806_bg.wasm'), 'the share module is weighed apart');
  assert.ok(!weighed('icons/icon-192.png'));
});

test('an inline script is minified in place, and only it, from what Trunk left or from its source', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'fiche-ombre-build-'));
  try {
    const loader = "// Loads it.\nwindow.ficheOmbreShareModule = () => {\n  // Once.\n  return import('./partage-1a2b.js');\n};";
    const other = '<script>let keep = 1; // as it is</script>';
    await writeFile(join(dir, 'index.html'), `<html><head>${other}<script>${loader}</script></head></html>`);
    await minifyInlineScript(dir, 'ficheOmbreShareModule');
    const html = await readFile(join(dir, 'index.html'), 'utf8');
    assert.ok(html.includes(other), 'the other script untouched');
    assert.ok(!html.includes('// Loads it.') && !html.includes('// Once.'), html);
    assert.match(html, /<script>window\.ficheOmbreShareModule=\(\)=>import\("\.\/partage-1a2b\.js"\);?<\/script>/);
    await assert.rejects(minifyInlineScript(dir, 'absent'), /0 inline scripts contain absent/);
    // Given the script as written, that is what goes in, whatever Trunk made of it.
    await minifyInlineScript(dir, 'keep', '// Kept.\nlet keep = 2;\nwindow.kept = keep;');
    const again = await readFile(join(dir, 'index.html'), 'utf8');
    assert.match(again, /<script>let keep=2;window\.kept=keep;?<\/script>/);
    assert.ok(!again.includes(other), again);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test("the glue goes into the page with Chrome's hint to compile it all at once, and loads localStorage during the download", async () => {
  const dir = await mkdtemp(join(tmpdir(), 'fiche-ombre-build-'));
  try {
    const trunk = `${LOADER}\ndispatchEvent(new CustomEvent("TrunkApplicationStarted", {detail: {wasm}}));`;
    await writeFile(join(dir, 'index.html'), `<html><head><script type=module>${trunk}</script></head><body></body></html>`);
    // The glue as minify.mjs leaves it: its exports in terser's form.
    const glue = 'function helper(x) { return x + 1; }\nasync function start(o) { return helper(o); }\nexport{start as default};\n';
    await writeFile(join(dir, 'fiche-ombre-1a2b_bg.js'), glue);
    await inlineGlue(dir);
    const html = await readFile(join(dir, 'index.html'), 'utf8');
    const script = html.match(/<script type=module>([\s\S]*?)<\/script>/)[1];
    // V8 reads the hint only at the script's start (after code it does
    // nothing: checked in Chrome).
    assert.ok(script.startsWith('//# allFunctionsCalledOnLoad\n'), script);
    assert.match(script, /module_or_path:"\/fiche-ombre-1a2b_bg\.wasm"/);
    // localStorage is first used once the module is asked for, not before.
    const touched = script.indexOf('try{localStorage.length}catch');
    assert.ok(touched > script.indexOf('module_or_path'), script);
    assert.ok(!script.includes('export'), 'nothing imports an inline module');
    await assert.rejects(readFile(join(dir, 'fiche-ombre-1a2b_bg.js')), /ENOENT/, 'the glue file goes');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
