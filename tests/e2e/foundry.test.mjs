// A character from Foundry VTT (the demonlord system): `Importer un fichier`
// opens the same preview as a link, lists what comes over and what does
// not, says which numbers our rules compute otherwise, and refuses a bad
// export with a French message, changing nothing.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { launch, openApp, button, field, tab, rosterNames } from './support.mjs';

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
    await importFile(page, 'demonlord-v6.json');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Brunhilde Marteau-d\'Or', { exact: true }).waitFor();
    assert.equal(await dialog.getByTestId('foundry-origin').textContent(), 'Personnage de Foundry VTT (système demonlord 6.1.0)');
    const brought = await dialog.getByTestId('foundry-brought').textContent();
    assert.match(brought, /armes : Hache de bataille, Arbalète/);
    assert.match(brought, /héritage : Nain/);
    const left = await dialog.getByTestId('foundry-left-out').textContent();
    assert.match(left, /1 effet actif/);
    assert.match(left, /Armures : 1/);
    const differences = await dialog.getByTestId('foundry-differences').textContent();
    assert.match(differences, /Santé maximale : 18 dans Foundry, 14 ici/);
    assert.match(differences, /Défense : 15 dans Foundry, 9 ici/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/foundry-preview-${width}.png`, fullPage: true });
    await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await field(page, 'Nom').inputValue(), 'Brunhilde Marteau-d\'Or');
    assert.equal(await field(page, 'Force').inputValue(), '14');
    assert.deepEqual(await rosterNames(page), ['Brunhilde Marteau-d\'Or']);
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
    assert.equal(await page.getByRole('dialog').count(), 0, file);
  }
  assert.equal(await field(page, 'Nom').inputValue(), '');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
