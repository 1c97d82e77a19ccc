// A character from Foundry VTT (the demonlord system): `Importer un fichier`
// opens the same preview as a link, lists what comes over and what does
// not, says which numbers our rules compute otherwise, and refuses a bad
// export with a French message, changing nothing.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { readFile } from 'node:fs/promises';
import { soon, launch, openApp, button, field, tab, rosterNames } from './support.mjs';

const SHOTS = process.env.SCREENSHOT_DIR;
const FIXTURES = fileURLToPath(new URL('../fixtures/foundry/', import.meta.url));

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

async function importFile(page, file) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button(page, 'Importer un fichier').click()]);
  await chooser.setFiles(`${FIXTURES}${file}`);
}

for (const [width, height] of [[360, 740], [1280, 800]]) {
  test(`a Foundry character comes in with one file, its preview first (${width} × ${height})`, async () => {
    const page = await openApp(browser, { width, height });
    await tab(page, 'Fiche');
    await importFile(page, 'nain-guerrier-5x.json');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Thorgrim', { exact: true }).waitFor();
    await soon(() => dialog.getByTestId('foundry-origin').textContent()).equal('Personnage de Foundry VTT (système demonlord 5.2.0)');
    // Each effect by its Foundry name, with what it changed here.
    const brought = () => dialog.getByTestId('foundry-brought').textContent();
    await soon(brought).match(/Nain \(Niveau 0\) : Agilité −1, Perception \+1, Santé \+4, Taille 1\/2, Vitesse 8/);
    await soon(brought).match(/Cotte de mailles : Défense de l'armure 15 au moins/);
    await soon(brought).match(/héritage : Nain/);
    const left = () => dialog.getByTestId('foundry-left-out').textContent();
    await soon(left).match(/Nain \(Niveau 4\) \(niveau 4 pas encore atteint\)/);
    await soon(left).match(/Robustesse : avantages aux jets \(Force\) \(pas de place sur cette fiche\)/);
    const differences = () => dialog.getByTestId('foundry-differences').textContent();
    await soon(differences).match(/Guerrier \(Niveau 3\) : niveau 3 requis, le personnage n'est que niveau 2/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/foundry-preview-${width}.png`, fullPage: true });
    await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await soon(() => field(page, 'Nom').inputValue()).equal('Thorgrim');
    // The numbers Foundry shows: Force 11, Santé 25, Défense 15 in mail.
    await soon(() => field(page, 'Force').inputValue()).equal('11');
    await soon(() => page.getByTestId('health-max').first().getAttribute('data-value')).equal('25');
    await soon(() => page.getByTestId('defense-total').first().getAttribute('data-value')).equal('15');
    await soon(() => rosterNames(page)).deepEqual(['Thorgrim']);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('a bad Foundry export is refused in French and changes nothing', async () => {
  const page = await openApp(browser, { width: 360, height: 740 });
  await tab(page, 'Fiche');
  for (const [file, said] of [
    ['hostile-creature.json', 'c\'est un acteur Foundry de type « creature », pas un personnage'],
    ['hostile-will-99.json', 'system.attributes.will.value : le maximum est 30'],
    ['hostile-control-character.json', 'Ce fichier Foundry ne peut pas être importé'],
  ]) {
    await importFile(page, file);
    await page.getByRole('alert').filter({ hasText: said }).first().waitFor();
    await soon(() => page.getByRole('dialog').count()).equal(0, file);
  }
  await soon(() => field(page, 'Nom').inputValue()).equal('');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Exporter pour Foundry writes an actor that comes back with the same numbers', async () => {
  const page = await openApp(browser, { width: 1280, height: 800 });
  await tab(page, 'Fiche');
  await importFile(page, 'nain-guerrier-5x.json');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await soon(() => field(page, 'Force').inputValue()).equal('11');
  const [download] = await Promise.all([page.waitForEvent('download'), button(page, 'Exporter pour Foundry').click()]);
  assert.equal(download.suggestedFilename(), 'Thorgrim.foundry.json');
  const path = await download.path();
  const actor = JSON.parse(await readFile(path, 'utf8'));
  assert.equal(actor.type, 'character');
  assert.equal(actor.system.attributes.strength.value, 11);
  assert.ok(actor.effects.some((e) => e.name === 'Cotte de mailles' && e.flags.demonlord.sourceType === 'armor'));
  await page.getByText(/Fichier pour Foundry VTT enregistré : Thorgrim\.foundry\.json/).waitFor();
  // Read back here, it is the very same character: nothing to add.
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button(page, 'Importer un fichier').click()]);
  await chooser.setFiles(path);
  await dialog.getByTestId('foundry-origin').waitFor();
  await soon(() => dialog.textContent()).match(/déjà là, à l'identique/);
  await soon(() => rosterNames(page)).deepEqual(['Thorgrim']);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// Foundry, part 3: an actor the system's own code built (the pack's Full
// Plate and its Heavy Armor effect, afflictions from DLAfflictions): the
// states come as states, the item's effect applies; exported and read back,
// the same numbers and states.
test('an affliction and an armour carrying its effect come in, go out to Foundry and come back the same', async () => {
  const page = await openApp(browser, { width: 1280, height: 800 });
  await tab(page, 'Fiche');
  await importFile(page, 'ysolde-part3-6x.json');
  const dialog = page.getByRole('dialog');
  const brought = () => dialog.getByTestId('foundry-brought').textContent();
  await soon(brought).match(/états : charmé, sans défense, ralenti/);
  await soon(brought).match(/Heavy Armor : Vitesse −2/);
  await soon(() => dialog.textContent()).match(/sort « Trait de feu » : son jet d'attaque et ses dégâts/);
  await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  // The Humain's 10, less the plate's 2: the base; ralenti halves it in play.
  await soon(() => field(page, 'Vitesse').inputValue()).equal('8');
  await soon(() => page.locator('#fiche').getByTestId('speed').getAttribute('data-value')).equal('4');
  await soon(() => page.locator('#fiche').getByTestId('defense-total').getAttribute('data-value')).equal('5');
  await tab(page, 'Jeu');
  await page.locator('#jeu [data-testid=condition][data-code=slowed]').waitFor();
  await tab(page, 'Fiche');
  const [download] = await Promise.all([page.waitForEvent('download'), button(page, 'Exporter pour Foundry').click()]);
  const exported = JSON.parse(await readFile(await download.path(), 'utf8'));
  assert.ok(exported.effects.some((e) => e.statuses?.[0] === 'slowed'), 'the state goes out as an affliction');
  const [again] = await Promise.all([page.waitForEvent('filechooser'), button(page, 'Importer un fichier').click()]);
  await again.setFiles(await download.path());
  await dialog.getByTestId('foundry-origin').waitFor();
  await soon(() => dialog.textContent()).match(/déjà là, à l'identique/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
