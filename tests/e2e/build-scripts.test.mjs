// The post_build hook's steps on a made-up build: each does its one thing,
// and stops the build with a message when the build is not as it expects.
// And the size gate and the bench weigh the same files as the first visit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { createHash } from 'node:crypto';
import { onFirstVisit, weighed } from '../../scripts/first-visit.mjs';
import { writePolicy } from '../../scripts/csp.mjs';

const run = promisify(execFile);
const HOOK = new URL('../../scripts/sw-precache.mjs', import.meta.url).pathname;

async function withBuild(files, check) {
  const dir = await mkdtemp(join(tmpdir(), 'fiche-ombre-build-'));
  try {
    for (const [path, text] of Object.entries(files)) await writeFile(join(dir, path), text);
    await check(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const PAGE = '<html><head><meta charset="utf-8"><script>window.a = 1;</script><style>p{}</style></head></html>';

test('the first visit weighs the page, the app and the worker, not the share, table and live modules or the icons', () => {
  const build = {
    'index.html': true,
    'fiche-ombre-8b13b3a2b704568f_bg.wasm': true,
    'fiche-ombre-8b13b3a2b704568f.js': true,
    'sw.js': true,
    'style/main.css': true,
    'partage_bg.wasm': false,
    'partage.js': false,
    'partage.css': false,
    'table_bg.wasm': false,
    'table.js': false,
    'direct_bg.wasm': false,
    'direct.js': false,
    'icons/icon-192.png': false,
    'manifest.webmanifest': false,
  };
  for (const [path, counted] of Object.entries(build)) {
    assert.equal(onFirstVisit(path), counted, path);
  }
  assert.ok(weighed('partage_bg.wasm'), 'the share module is weighed apart');
  assert.ok(weighed('table_bg.wasm'), 'the table module is weighed apart');
  assert.ok(weighed('direct_bg.wasm'), 'the live module is weighed apart');
  assert.ok(!weighed('icons/icon-192.png'));
});

test('the policy hashes each inline script and style, and needs a <meta charset> to stand after', async () => {
  await withBuild({ 'index.html': PAGE }, async (dir) => {
    await writePolicy(dir);
    const html = await readFile(join(dir, 'index.html'), 'utf8');
    const sha = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    assert.ok(html.includes(`script-src 'self' 'wasm-unsafe-eval' ${sha('window.a = 1;')}`), html);
    assert.ok(html.includes(`style-src 'self' ${sha('p{}')}`), html);
    assert.ok(html.indexOf('Content-Security-Policy') < html.indexOf('<script>'), 'before what it governs');
  });
  await withBuild({ 'index.html': '<html><head></head></html>' }, async (dir) => {
    await assert.rejects(writePolicy(dir), /no <meta charset>/);
  });
});

test('the worker lists every file of the build, and the hook stops on a build it does not recognise', async () => {
  await withBuild({ 'index.html': PAGE, 'fiche-ombre-1a_bg.wasm': 'wasm', 'sw-template.js': 'x' }, async (dir) => {
    await run('node', [HOOK, dir]);
    const worker = await readFile(join(dir, 'sw.js'), 'utf8');
    const list = JSON.parse(worker.match(/const PRECACHE = (\[[^\]]*\]);/)[1]);
    assert.deepEqual(list, ['fiche-ombre-1a_bg.wasm', 'index.html']);
    assert.match(worker, /const VERSION = '[0-9a-f]{16}';/);
  });
  await withBuild({ 'index.html': PAGE, 'sw-template.js': 'x' }, async (dir) => {
    await assert.rejects(run('node', [HOOK, dir]), /no wasm module/);
  });
});

// A module of memory and one data segment at `offset` (one byte, 0x2a).
const wasmWithData = (offset) => {
  const constant = [];
  let value = offset;
  for (;;) {
    const byte = value & 0x7f;
    value >>= 7;
    const last = (value === 0 && (byte & 0x40) === 0);
    constant.push(last ? byte : byte | 0x80);
    if (last) break;
  }
  const memory = [0x05, 0x03, 0x01, 0x00, 0x01];
  const segment = [0x00, 0x41, ...constant, 0x0b, 0x01, 0x2a];
  const data = [0x0b, segment.length + 1, 0x01, ...segment];
  return Uint8Array.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, ...memory, ...data]);
};

test('--low-memory-unused is checked on the build: data in the first KiB stops it', async () => {
  const { dataOffsets } = await import('../../scripts/low-memory.mjs');
  assert.deepEqual(dataOffsets(wasmWithData(16)), [16]);
  assert.deepEqual(dataOffsets(wasmWithData(1048576)), [1048576]);
  const script = new URL('../../scripts/low-memory.mjs', import.meta.url).pathname;
  await withBuild({}, async (dir) => {
    await writeFile(join(dir, 'low.wasm'), wasmWithData(16));
    await writeFile(join(dir, 'high.wasm'), wasmWithData(4096));
    await assert.rejects(run('node', [script, join(dir, 'low.wasm')]), /no longer holds/);
    // Every file named is checked, not the first only (the app, the share module).
    await assert.rejects(run('node', [script, join(dir, 'high.wasm'), join(dir, 'low.wasm')]), /low\.wasm: data lives/);
    const { stdout } = await run('node', [script, join(dir, 'high.wasm')]);
    assert.match(stdout, /data segments from 4096/);
  });
});
