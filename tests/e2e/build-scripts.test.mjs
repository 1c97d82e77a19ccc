// The post_build hook's edits of index.html work on Trunk's loader as a
// release build writes it (minified HTML: type=module) and as a debug
// build does (type="module"): a plain `trunk build` once failed here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { addRepeatVisitPreload } from '../../scripts/repeat-preload.mjs';

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
