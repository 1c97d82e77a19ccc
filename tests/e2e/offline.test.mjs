// Installable and offline: the service worker controls the page, a reload
// with the network gone shows the saved characters, a share link opens
// offline, and a new build is offered, then loaded without losing an edit.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdir, mkdtemp, readdir, readFile, writeFile, rm } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { join, relative, sep } from 'node:path';
import { tmpdir } from 'node:os';
import { startServer } from './serve.mjs';
import { SHARE_MODULE_FILE, TABLE_MODULE_FILE } from '../../scripts/first-visit.mjs';
import { soon, launch, openApp, expectValue, button, field, enter, tab } from './support.mjs';

const DIST = process.env.E2E_DIST ?? new URL('../../target/e2e-dist', import.meta.url).pathname;
const PORT = Number(process.env.E2E_OFFLINE_PORT ?? 8191);
const BASE = `http://127.0.0.1:${PORT}/`;
let browser;
let server;
let servedDir = DIST;
let work;

before(async () => {
  browser = await launch();
  work = await mkdtemp(join(tmpdir(), 'fiche-ombre-'));
  server = await startServer(() => servedDir, PORT);
});
after(async () => {
  await browser?.close();
  server?.close();
  await rm(work, { recursive: true, force: true });
});

// Every file of a build, as paths relative to it with forward slashes.
async function files(folder) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(folder, join(e.parentPath, e.name)).split(sep).join('/'));
}

async function precacheList(dir) {
  const worker = await readFile(join(dir, 'sw.js'), 'utf8');
  // As the template writes it, or as terser does in a release build.
  return JSON.parse(worker.match(/\bPRECACHE ?= ?(\[[^\]]*\])[;,]/)[1]);
}

test('the worker precaches every file of the build but itself, and nothing else', async () => {
  const built = (await files(DIST)).filter((f) => f !== 'sw.js').sort();
  await soon(async () => (await precacheList(DIST)).sort()).deepEqual(built);
  assert.ok(built.some((f) => f.endsWith('.wasm')));
  const manifest = JSON.parse(await readFile(join(DIST, 'manifest.webmanifest'), 'utf8'));
  assert.equal(manifest.display, 'standalone');
  assert.equal(manifest.lang, 'fr');
  for (const icon of manifest.icons) assert.ok(built.includes(icon.src), icon.src);
  assert.ok(manifest.icons.some((i) => i.purpose === 'maskable' && i.sizes === '512x512'));
});

async function controlled(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15000 });
}

// public/sw-template.js: the worker's cache takes the module and its glue
// (named after their contents) from the HTTP cache, not from the server
// again; a phone's first visit downloads them once.
test('a first visit downloads the module once, the worker\'s cache included', async () => {
  servedDir = DIST;
  server.requested.clear();
  const context = await browser.newContext();
  const page = await openApp(browser, { context, url: BASE });
  await page.getByTestId('offline-status').filter({ hasText: 'Disponible hors ligne' }).waitFor();
  const built = await files(DIST);
  const module = built.find((f) => /^fiche-ombre-[0-9a-f]{1,16}_bg\.wasm$/.test(f));
  assert.equal(server.requested.get(`/${module}`), 1, 'the module');
  const glue = built.find((f) => /^fiche-ombre-[0-9a-f]{1,16}\.js$/.test(f));
  assert.equal(server.requested.get(`/${glue}`), 1, 'its glue');
  // The files not named after their contents are asked for again (the
  // page's icon, then the worker's copy).
  assert.equal(server.requested.get('/icons/icon-192.png'), 2);
  // The share and table modules: the worker has cached them (once), for
  // Fiche and the table view to open offline later. The page then takes
  // the share module (Fiche's panels) from the worker's cache while idle,
  // never from the network, and leaves the table's.
  const fetchedByPage = () =>
    page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)
      .filter((p) => p.startsWith('/partage') || p.startsWith('/table')));
  const share = built.filter((f) => SHARE_MODULE_FILE.test(f)).map((f) => `/${f}`).sort();
  const table = built.filter((f) => TABLE_MODULE_FILE.test(f)).map((f) => `/${f}`).sort();
  assert.equal(share.length, 3, built.join(' '));
  assert.equal(table.length, 2, built.join(' '));
  await soon(async () => (await fetchedByPage()).sort()).deepEqual(share);
  for (const file of [...share, ...table]) assert.equal(server.requested.get(file), 1, `${file}, by the worker only`);
  // Fiche opens on it, its panels in the placeholder's place.
  await tab(page, 'Fiche');
  await button(page, 'Partager').waitFor();
  await soon(() => page.getByRole('heading', { name: 'Partager et sauvegarder' }).count()).equal(1);
  assert.deepEqual((await fetchedByPage()).sort(), share);
  // The table view asks for its own.
  await button(page, 'Vue de la table').click();
  await button(page, 'Importer les liens').waitFor();
  await soon(async () => (await fetchedByPage()).sort()).deepEqual([...share, ...table].sort());
  assert.deepEqual(page.errors, []);
  await context.close();
});

// public/pwa.js: the worker's install (its own script, then every file of
// the build fetched and stored) waits for the first screen. Beside the
// app's first tasks, it made them much longer on a 2-vCPU machine.
test('a first visit registers the worker once the first screen is built', async () => {
  servedDir = DIST;
  const context = await browser.newContext();
  await context.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...args) {
      window.registeredBesideShell = document.getElementById('shell') !== null;
      window.offlineWhenRegistered = window.ficheOmbreOffline;
      return register.apply(this, args);
    };
  });
  const page = await openApp(browser, { context, url: BASE });
  await page.getByTestId('offline-status').filter({ hasText: 'Disponible hors ligne' }).waitFor();
  await soon(() => page.evaluate(() => window.registeredBesideShell)).equal(false, 'registered while the shell was on screen');
  await soon(() => page.evaluate(() => window.offlineWhenRegistered)).equal('pending');
  // A repeat visit knows it is ready offline from the worker already
  // there, without waiting for the registration.
  await controlled(page);
  await page.reload();
  await page.getByTestId('character-state').waitFor();
  await page.waitForFunction(() => window.offlineWhenRegistered !== undefined);
  await soon(() => page.evaluate(() => window.offlineWhenRegistered)).equal('ready');
  await soon(() => page.evaluate(() => window.registeredBesideShell)).equal(false);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('offline from the first visit, share links included; a new build is offered and loads', async () => {
  servedDir = DIST;
  const context = await browser.newContext();
  const page = await openApp(browser, { context, url: BASE });
  await controlled(page);
  // Said once every file is cached, not assumed.
  await page.getByTestId('offline-status').filter({ hasText: 'Disponible hors ligne' }).waitFor();
  await soon(() => page.getByTestId('offline-status').getAttribute('data-value')).equal('ready');
  await tab(page, 'Fiche');
  await enter(field(page, 'Nom'), 'Dans la cave');
  await enter(field(page, 'Volonté'), '13');
  await page.waitForTimeout(700);

  await context.setOffline(true);
  await page.reload();
  await page.getByTestId('character-state').waitFor();
  await soon(() => field(page, 'Nom').inputValue()).equal('Dans la cave');
  await expectValue(page, 'insanity-max', 13);
  // The share module, fetched only now, comes from the worker's cache.
  await button(page, 'Partager').click();
  await field(page, 'Lien de partage').waitFor();

  const link = (await readFile(new URL('../fixtures/link-v1.txt', import.meta.url), 'utf8')).trim();
  await page.goto(`${BASE}#${link}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Importer', exact: true }).click();
  await soon(() => field(page, 'Nom').inputValue()).equal('Ysolde la Grise');
  await page.reload();
  await page.getByTestId('character-state').waitFor();
  await soon(() => page.getByLabel('Personnages', { exact: true }).locator('option').count()).equal(2);
  await context.setOffline(false);

  // A rebuild that changes a file (index.html: hashed assets are pinned by
  // their integrity hashes, so a real rebuild always changes it too).
  const next = join(work, 'next');
  await cp(DIST, next, { recursive: true });
  const index = await readFile(join(next, 'index.html'), 'utf8');
  await writeFile(join(next, 'index.html'), index.replace(/<html[^>]*>/, (tag) => `${tag}<meta name="fiche-ombre-build" content="2">`));
  await promisify(execFile)('node', [new URL('../../scripts/sw-precache.mjs', import.meta.url).pathname, next]);
  // A second tab open on the app sees the update too.
  const other = await context.newPage();
  await other.goto(BASE);
  await other.getByTestId('character-state').waitFor();
  servedDir = next;
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
  await page.getByRole('alert').filter({ hasText: 'Nouvelle version disponible' }).waitFor({ timeout: 15000 });
  await other.getByRole('alert').filter({ hasText: 'Nouvelle version disponible' }).waitFor({ timeout: 15000 });
  const otherReloaded = other.waitForEvent('load');

  // An edit typed just before reloading is not lost.
  await enter(field(page, 'Force'), '15');
  await Promise.all([page.waitForEvent('load'), button(page, 'Recharger').click()]);
  await page.getByTestId('character-state').waitFor();
  const marker = await page.evaluate(() => document.querySelector('meta[name=fiche-ombre-build]')?.content);
  assert.equal(marker, '2', 'the new build is in use');
  // The other tab reloaded into the new version by itself: no dead button.
  await otherReloaded;
  await other.getByTestId('character-state').waitFor();
  await soon(() => other.evaluate(() => document.querySelector('meta[name=fiche-ombre-build]')?.content)).equal('2');
  await soon(() => other.getByRole('button', { name: 'Recharger', exact: true }).count()).equal(0);
  await soon(() => field(page, 'Force').inputValue()).equal('15');
  await expectValue(page, 'health-max', 17, 'Ysolde: Force 15 + bonus 2');
  await context.close();
});

test('when the files cannot all be cached, the app says it is not ready offline', async () => {
  // A build whose worker lists a file the server cannot send (a folder in
  // its place: the test server answers 404, not its index.html fallback).
  const broken = join(work, 'broken');
  await cp(DIST, broken, { recursive: true });
  await rm(join(broken, 'icons', 'icon-512.png'));
  await mkdir(join(broken, 'icons', 'icon-512.png'));
  servedDir = broken;
  const context = await browser.newContext();
  const page = await openApp(browser, { context, url: BASE });
  const status = page.getByTestId('offline-status');
  await status.filter({ hasText: "Le mode hors ligne n'a pas pu être préparé" }).waitFor({ timeout: 15000 });
  await soon(() => status.getAttribute('data-value')).equal('failed');
  await context.close();
  servedDir = DIST;
});
