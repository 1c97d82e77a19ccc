// Hostile input: an export with 80,000 extra keys imports as any other;
// twenty links that inflate to megabytes, pasted at once, cost the page no
// long task (read from the browser's own `longtask` entries).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { deflateSync } from 'node:zlib';
import { soon, launch, openApp, button, tab } from './support.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

// Every long task from now on, in window.__longTasks (ms).
async function watchLongTasks(page) {
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask' });
  });
}

async function longestTask(page) {
  // Entries are delivered after the task: one more frame to be sure.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  return Math.max(0, ...(await page.evaluate(() => window.__longTasks)));
}

// Not timed: in this test the page's longest task is Playwright handing the
// 1.2 MB file over (about 200 ms of its own on a slow machine), not the
// import, which the bench times natively (bench/episodes.rs, 16 MiB files).
test('an export with 80,000 extra keys imports its character and keeps none of the keys', async () => {
  const source = await openApp(browser);
  await tab(source, 'Fiche');
  await source.getByLabel('Nom', { exact: true }).fill('Ysolde');
  await source.getByLabel('Nom', { exact: true }).press('Enter');
  const [download] = await Promise.all([source.waitForEvent('download'), button(source, 'Exporter').click()]);
  const file = JSON.parse(await (await import('node:fs/promises')).readFile(await download.path(), 'utf8'));
  file.plus = Object.fromEntries(Array.from({ length: 80_000 }, (_, n) => [`k${n}`, n]));
  const buffer = Buffer.from(JSON.stringify(file));
  assert.ok(buffer.length > 800_000);

  const page = await openApp(browser);
  await tab(page, 'Fiche');
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button(page, 'Importer un fichier').click()]);
  await chooser.setFiles({ name: 'grand.json', mimeType: 'application/json', buffer });
  await page.getByRole('dialog').getByRole('button', { name: 'Importer', exact: true }).click();
  await soon(() => page.getByLabel('Nom', { exact: true }).inputValue()).equal('Ysolde');
  const stored = await page.evaluate(() => Object.keys(localStorage).map((k) => localStorage.getItem(k)).join(''));
  assert.ok(!stored.includes('k79999'), 'the extra keys are not stored');
  assert.deepEqual(page.errors, []);
  for (const p of [source, page]) await p.context().close();
});

test('twenty links that inflate to megabytes, pasted at once: each refused, and no long task', async () => {
  // 45 MB of one byte deflate to about 44 KB: a link under the 64 KiB
  // limit. Each link repeats another byte, so that none is a copy.
  const links = Array.from({ length: 20 }, (_, n) => {
    const bomb = deflateSync(Buffer.alloc(45 * 1024 * 1024, n), { level: 9 });
    return `p3.${bomb.toString('base64url')}`;
  });
  assert.ok(links[0].length < 64 * 1024, `${links[0].length} characters`);
  const page = await openApp(browser, { width: 1280, height: 800 });
  await tab(page, 'Fiche');
  await button(page, 'Vue de la table').click();
  // Watched once the table view is up: its module's start is not the paste.
  const pasted = page.getByRole('textbox', { name: 'Liens des joueurs', exact: true });
  await pasted.waitFor();
  await watchLongTasks(page);
  await pasted.fill(links.join('\n'));
  await button(page, 'Importer les liens').click();
  // Twenty refusals are counted, then the first three listed.
  await page.getByRole('alert').filter({ hasText: '20 liens refusés ; les 3 premiers :' }).waitFor();
  await soon(() => page.getByRole('alert').filter({ hasText: /^Lien \d+ : Ce lien de partage ne peut pas être ouvert/ }).count()).equal(3);
  const longest = await longestTask(page);
  assert.ok(longest < 200, `longest task ${longest} ms`);
  // Inflated whole, each link was a long task of its own; stopped early,
  // the twenty together make none worth counting.
  const all = await page.evaluate(() => window.__longTasks);
  assert.ok(all.reduce((sum, t) => sum + t, 0) < 200, `long tasks: ${all.join(', ')} ms`);
  await soon(() => page.getByTestId('table-character').count()).equal(1, 'nothing added');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// A file of twelve characters with 2,000-line journals (about 4 MB, made in
// the page, as much as the browser's storage holds): read and imported a few characters at a time, the page saying
// how far it is, and every character in at the end.
test('a large file is read and imported in slices, saying how far it is', async () => {
  const page = await openApp(browser, { width: 1280, height: 800 });
  await tab(page, 'Fiche');
  await page.getByLabel('Nom', { exact: true }).fill('PJ');
  await page.getByLabel('Nom', { exact: true }).press('Enter');
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  // The file input is the share module's: there once the module is (a
  // moment later on a busy machine).
  await page.locator('input[type=file]').waitFor({ state: 'attached' });
  await page.evaluate(() => {
    window.__said = [];
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('[role=status]')) {
        const text = status.textContent.trim();
        if (text.includes('personnages sur') && !window.__said.includes(text)) window.__said.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
    const entries = Array.from({ length: 2000 }, (_, i) => ({
      seq: i, action: i, clock: i + 1, undone: false,
      event: i % 2 ? { Note: `Gobelin ${i} — Lance : ${'x'.repeat(130)}` } : { TimePassed: { from: i, to: i + 1 } },
    }));
    const key = Object.keys(localStorage).find((k) => k.startsWith('fiche-ombre:perso:'));
    const sheet = JSON.parse(localStorage.getItem(key)).character.sheet;
    const characters = Array.from({ length: 12 }, (_, n) => ({ sheet: { ...sheet, name: `Garde ${n + 1}`, clock: 2000 }, journal: { entries } }));
    const input = document.querySelector('input[type=file]');
    const data = new DataTransfer();
    data.items.add(new File([JSON.stringify({ format: 'fiche-ombre', version: 2, characters })], 'gardes.json'));
    input.files = data.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Importer ces 12 personnages ?' }).waitFor({ timeout: 60000 });
  await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
  await dialog.waitFor({ state: 'detached', timeout: 60000 });
  await soon(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('fiche-ombre:perso:')).length)).equal(13);
  const said = await page.evaluate(() => window.__said);
  assert.ok(said.some((s) => /^Lecture du fichier : \d+ personnages sur 12…$/.test(s)), said.join(' | '));
  assert.ok(said.some((s) => /^Import en cours : \d+ personnages sur 12…$/.test(s)), said.join(' | '));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
