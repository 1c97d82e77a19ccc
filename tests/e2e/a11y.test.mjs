// axe-core (pinned in package.json) finds no violation: in each section, in
// the initial state, with a madness under way, in the table view, and with
// the import dialog open.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { soon, launch, openApp, queueDice, button, field, enter, tab, BASE_URL, refuseShareModule } from './support.mjs';

const AXE = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

// The violations axe-core finds in the page as it stands, one line each.
// (Evaluated through the devtools protocol, which the page's CSP allows.)
async function violations(page) {
  await page.evaluate(AXE);
  const found = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  return found;
}

for (const [width, height] of [[360, 740], [1280, 800]]) {
  test(`at ${width} px: no axe-core violation in any section, sane or mad`, async () => {
    const page = await openApp(browser, { width, height });
    for (const section of ['Jeu', 'Fiche', 'Journal', 'Folies']) {
      await tab(page, section);
      // Fiche's share panel comes from the share module: audited once there.
      if (section === 'Fiche') await button(page, 'Partager').waitFor();
      await soon(() => violations(page)).deepEqual([], `${section}, initial state`);
    }
    await tab(page, 'Jeu');
    await queueDice(page, [8]);
    await field(page, 'Quantité de Folie').fill('10');
    await button(page, 'Gagner de la Folie').click();
    await page.getByTestId('madness-active').waitFor();
    await soon(() => violations(page)).deepEqual([], 'Jeu, mad');
    await tab(page, 'Folies');
    await soon(() => violations(page)).deepEqual([], 'Folies, mad');
    await tab(page, 'Fiche');
    await button(page, 'Vue de la table').click();
    await page.getByTestId('table-character').first().waitFor();
    await button(page, 'Importer les liens').waitFor();
    await soon(() => violations(page)).deepEqual([], 'the table view');
    await page.context().close();
  });
}

test('no axe-core violation with the import dialog open', async () => {
  const source = await openApp(browser);
  await tab(source, 'Fiche');
  await enter(field(source, 'Nom'), 'Aubin');
  await button(source, 'Partager').click();
  const link = await field(source, 'Lien de partage').inputValue();
  await source.context().close();
  const page = await openApp(browser, { url: link });
  await page.getByRole('dialog').waitFor();
  await soon(() => violations(page)).deepEqual([], 'import dialog');
  assert.ok(link.startsWith(BASE_URL));
  await page.context().close();
});

// While the share module cannot be fetched, its place says so, with a way
// to try again.
test('no axe-core violation where the share module could not be fetched', async () => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'fr-FR', serviceWorkers: 'block' });
  await refuseShareModule(context);
  const page = await openApp(browser, { context });
  await tab(page, 'Fiche');
  await button(page, 'Réessayer').waitFor();
  await soon(() => violations(page)).deepEqual([], 'Fiche without its share panel');
  await context.close();
});

test('no axe-core violation at a live table: the GM panel, the join dialog, the player bar', async () => {
  const gm = await openApp(browser, { width: 1280, height: 800 });
  await button(gm, 'Vue de la table').click();
  // No relay listens there: the table starts all the same, offline.
  await field(gm, 'Adresse du relais').fill('ws://127.0.0.1:9');
  await button(gm, 'Table en direct').click();
  await gm.getByTestId('live-status').waitFor();
  await soon(() => violations(gm)).deepEqual([], 'the GM panel');
  const player = await openApp(browser, { width: 360, height: 740 });
  await player.goto(`${BASE_URL}#direct=ws://127.0.0.1:9~${'0'.repeat(32)}~${'s'.repeat(22)}`);
  const dialog = player.getByRole('dialog');
  await dialog.getByLabel('Personnage', { exact: true }).waitFor();
  await soon(() => violations(player)).deepEqual([], 'the join dialog');
  await dialog.getByRole('button', { name: 'Rejoindre la table', exact: true }).click();
  await player.getByRole('button', { name: 'Quitter la table', exact: true }).waitFor();
  await soon(() => violations(player)).deepEqual([], 'the player bar');
  await gm.context().close();
  await player.context().close();
});
