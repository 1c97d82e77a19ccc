// The GM's fight (docs/rules.md) at 1280 × 800: creatures added from a
// stat block and from the bestiary, the turns of a round in the rules'
// order, a creature's attack inflicted on a character and undone, the Will
// roll against an Effrayant creature, a creature put down, the round ended
// by `Tour suivant`, everything kept across a reload, and the fight ended.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { soon, launch, openApp, queueDice, expectDiceUsed, button, field, enter, tab, addOgre } from './support.mjs';

const SHOTS = process.env.SCREENSHOT_DIR;

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

async function character(page, name, { first = false } = {}) {
  await tab(page, 'Fiche');
  if (!first) await button(page, 'Nouveau personnage').click();
  await enter(field(page, 'Nom'), name);
}

const creature = (page, name) => page.locator(`[data-testid=creature][data-name="${name}"]`);
const turns = (page) => page.getByTestId('turn').evaluateAll((all) => all.map((t) =>
  `${t.dataset.name}:${t.dataset.speed}${t.dataset.current ? ':current' : ''}`));
const tableCard = (page, name) => page.locator(`[data-testid=table-character][data-name="${name}"]`);

async function addGoblins(page) {
  await button(page, 'Ajouter une créature').click();
  const form = page.locator('form.creature-form');
  await form.getByLabel('Nom', { exact: true }).fill('Gobelin');
  await form.getByLabel('Défense', { exact: true }).fill('13');
  await form.getByLabel('Santé', { exact: true }).fill('5');
  await form.getByLabel('Effrayant', { exact: true }).check();
  await form.getByLabel('Notes', { exact: true }).fill("Lâche.\nÀ la fin du round, il recule d'un pas.");
  await button(page, "Ajouter une option d'attaque").click();
  await form.getByLabel("Nom de l'attaque", { exact: true }).fill('Lance');
  await form.getByLabel('Modificateur', { exact: true }).fill('+1');
  await form.getByLabel("Dégâts de l'attaque", { exact: true }).fill('1d6');
  await form.getByLabel('Nombre', { exact: true }).fill('2');
  await button(page, 'Ajouter au combat').click();
}

test('at 1280 px: goblins on the table, turns, an attack inflicted and undone, the Will roll, a round, a reload, the end', async () => {
  const page = await openApp(browser, { width: 1280, height: 800 });
  await character(page, 'Aline', { first: true });
  await character(page, 'Bastien');
  await button(page, 'Vue de la table').click();
  await page.getByRole('heading', { name: 'Combat', exact: true }).waitFor();

  // A bad stat block is refused in French, and nothing is added.
  await button(page, 'Ajouter une créature').click();
  const form = page.locator('form.creature-form');
  await form.getByLabel('Nom', { exact: true }).fill('Gobelin');
  await form.getByLabel('Santé', { exact: true }).fill('0');
  await button(page, 'Ajouter au combat').click();
  await soon(() => form.getByRole('alert').textContent()).equal('Santé : un nombre entier de 1 à 1\u00a0000.');
  await soon(() => page.getByTestId('creature').count()).equal(0);
  await button(page, 'Ajouter une créature').click();

  await addGoblins(page);
  await soon(() => page.getByTestId('creature').evaluateAll((c) => c.map((x) => x.dataset.name))).deepEqual(['Gobelin 1', 'Gobelin 2']);
  // The form closed; opened again, it starts from a new stat block (issue 60).
  await button(page, 'Ajouter une créature').click();
  await soon(() => form.getByLabel('Nom', { exact: true }).inputValue()).equal('');
  await button(page, 'Ajouter une créature').click();
  await soon(() => form.count()).equal(0);
  await soon(() => turns(page)).deepEqual(['Aline:slow:current', 'Bastien:slow', 'Gobelin 1:slow', 'Gobelin 2:slow']);
  // The GM moves a creature up among the creatures, then back.
  await button(page, 'Monter Gobelin 2').click();
  await soon(() => turns(page)).deepEqual(['Aline:slow:current', 'Bastien:slow', 'Gobelin 2:slow', 'Gobelin 1:slow']);
  await button(page, 'Descendre Gobelin 2').click();
  await soon(() => turns(page)).deepEqual(['Aline:slow:current', 'Bastien:slow', 'Gobelin 1:slow', 'Gobelin 2:slow']);
  await page.getByLabel('Tour de Bastien', { exact: true }).selectOption('fast');
  await soon(() => turns(page)).deepEqual(['Bastien:fast:current', 'Aline:slow', 'Gobelin 1:slow', 'Gobelin 2:slow']);

  // Effrayant: one tap rolls for both. Aline fails (d20 5, 1d3 → 2): effrayée 2 rounds.
  await queueDice(page, [5, 2, 15]);
  await button(page, 'Jet de Volonté contre Gobelin').click();
  await expectDiceUsed(page);
  await soon(() => page.getByTestId('fear-result').textContent()).match(/Aline : 5, échec, effrayé pour 1d3 \(2\) \+ Folie \(0\) = 2 rounds ; Bastien : 15, réussite/);
  await tableCard(page, 'Aline').locator('[data-testid=condition][data-code=frightened]').waitFor();
  await soon(() => button(page, 'Jet de Volonté contre Gobelin').count()).equal(0, 'once per creature until the next rest');

  // Gobelin 1's spear against Aline (Défense 10): d20 12 + 1 = 13, a hit; 1d6 → 4.
  const spear = creature(page, 'Gobelin 1').locator('[data-testid=creature-attack][data-name=Lance]');
  await spear.getByLabel('Cible', { exact: true }).selectOption({ label: 'Aline' });
  await queueDice(page, [12]);
  await spear.getByRole('button', { name: 'Attaquer', exact: true }).click();
  const result = spear.getByTestId('attack-result');
  await soon(() => result.getAttribute('data-total')).equal('13');
  await soon(() => result.getAttribute('data-target')).equal('10');
  await soon(() => result.getAttribute('data-hit')).equal('true');
  await soon(() => result.textContent()).match(/Touché/);
  await queueDice(page, [4]);
  await spear.getByRole('button', { name: 'Dégâts', exact: true }).click();
  await soon(() => spear.getByTestId('damage-result').getAttribute('data-value')).equal('4');
  // A reload (an update of the app) keeps the roll on screen, ready to inflict.
  await page.reload();
  await soon(() => spear.getByTestId('attack-result').getAttribute('data-total')).equal('13');
  await soon(() => spear.getByTestId('damage-result').getAttribute('data-value')).equal('4');
  // The results on screen are the fight's (FIGHT.md): the Will rolls too, and a second tab shows them.
  await soon(() => page.getByTestId('fear-result').textContent()).match(/Aline : 5, échec/);
  const otherTab = await page.context().newPage();
  await otherTab.goto(page.url());
  const theirs = creature(otherTab, 'Gobelin 1').locator('[data-testid=creature-attack][data-name=Lance]');
  await soon(() => theirs.getByTestId('attack-result').getAttribute('data-total')).equal('13');
  await soon(() => theirs.getByTestId('damage-result').getAttribute('data-value')).equal('4');
  await soon(() => otherTab.getByTestId("fear-result").textContent()).match(/Aline : 5, échec/);
  await otherTab.close();
  await spear.getByRole('button', { name: 'Infliger à Aline', exact: true }).click();
  await expectDiceUsed(page);
  await soon(() => tableCard(page, 'Aline').getByTestId('health-current').getAttribute('data-value')).equal('6');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/gm-fight-1280.png`, fullPage: true });

  // The roll stays, marked: no second Infliger while the hit stands.
  await soon(() => spear.getByTestId('inflicted').textContent()).equal('Infligé à Aline.');
  assert.equal(await spear.getByRole('button', { name: 'Infliger à Aline', exact: true }).count(), 0);

  // The table's Annuler takes the hit back; the roll is still there, to
  // inflict on the right character without a new d20.
  await button(page, 'Annuler').click();
  await soon(() => page.getByTestId('table-said').textContent()).equal('Annulé : Gobelin 1 — Lance : 4 dégâts à Aline.');
  await soon(() => tableCard(page, 'Aline').getByTestId('health-current').getAttribute('data-value')).equal('10');
  await soon(() => spear.getByTestId('attack-result').getAttribute('data-total')).equal('13');
  await spear.getByLabel('Cible', { exact: true }).selectOption({ label: 'Bastien' });
  const asked = await page.evaluate(() => window.__diceAsked);
  await spear.getByRole('button', { name: 'Infliger à Bastien', exact: true }).click();
  await soon(() => tableCard(page, 'Bastien').getByTestId('health-current').getAttribute('data-value')).equal('6');
  assert.equal(await page.evaluate(() => window.__diceAsked), asked, 'no die rolled again');
  await button(page, 'Annuler').click();
  await soon(() => page.getByTestId('table-said').textContent()).equal('Annulé : Gobelin 1 — Lance : 4 dégâts à Bastien.');
  await soon(() => tableCard(page, 'Bastien').getByTestId('health-current').getAttribute('data-value')).equal('10');

  // The GM's avantage on the next attack: d20 10 + 1, d6 4: 15.
  await spear.getByLabel('Avantages du MJ', { exact: true }).selectOption({ label: '+1 avantage' });
  await queueDice(page, [10, 4]);
  await spear.getByRole('button', { name: 'Attaquer', exact: true }).click();
  await expectDiceUsed(page);
  await soon(() => result.getAttribute('data-total')).equal('15');
  await soon(() => result.textContent()).match(/le MJ \+1/);
  // The same roll again is still a new one on screen.
  const rolls = Number(await result.getAttribute('data-roll'));
  await queueDice(page, [10, 4]);
  await spear.getByRole('button', { name: 'Attaquer', exact: true }).click();
  await expectDiceUsed(page);
  await soon(() => result.getAttribute('data-roll')).equal(String(rolls + 1));
  assert.equal(await result.getAttribute('data-total'), '15');

  // Gobelin 2 takes 3 (blessé at 3 of 5), then 2 more: hors de combat; the GM says Morte.
  const second = creature(page, 'Gobelin 2');
  await second.getByLabel('Quantité de dégâts', { exact: true }).fill('3');
  await second.getByRole('button', { name: 'Subir des dégâts', exact: true }).click();
  await soon(() => second.getAttribute('data-state')).equal('injured');
  await second.getByLabel('Quantité de dégâts', { exact: true }).fill('2');
  await second.getByRole('button', { name: 'Subir des dégâts', exact: true }).click();
  await soon(() => second.getAttribute('data-state')).equal('incapacitated');
  await soon(() => second.getByTestId('health-current').getAttribute('data-value')).equal('0');
  await second.getByRole('button', { name: 'Morte', exact: true }).click();
  await soon(() => second.getAttribute('data-state')).equal('dead');
  await soon(() => turns(page)).deepEqual(['Bastien:fast:current', 'Aline:slow', 'Gobelin 1:slow']);

  // Three turns; the last ends the round: Aline's effrayé goes from 2 to 1.
  for (const who of ['Bastien', 'Aline', 'Gobelin 1']) {
    await soon(() => page.locator('[data-testid=turn][data-current=true]').getAttribute('data-name')).equal(who);
    await button(page, 'Tour suivant').click();
  }
  await soon(() => page.getByTestId('table-round').getAttribute('data-value')).equal('1');
  await soon(() => tableCard(page, 'Aline').locator('[data-testid=condition][data-code=frightened]').getAttribute('data-rounds')).equal('1');
  await soon(() => turns(page)).deepEqual(['Bastien:fast:current', 'Aline:slow', 'Gobelin 1:slow']);

  // A state on a creature runs with the table's clock; one Annuler takes
  // back the round of the characters and of the creatures together.
  const first = creature(page, 'Gobelin 1');
  await first.locator('details.creature-more summary').click();
  await first.getByLabel('État', { exact: true }).selectOption({ label: 'Ralenti' });
  await enter(first.getByLabel('Durée en rounds', { exact: true }), '2');
  await first.getByRole('button', { name: 'Ajouter un état', exact: true }).click();
  const slowed = first.locator('[data-testid=condition][data-code=slowed]');
  await soon(() => slowed.textContent()).match(/Ralenti \(2 rounds\)/);
  await button(page, 'Fin du round pour tous').click();
  await soon(() => page.getByTestId('table-round').getAttribute('data-value')).equal('2');
  // The creatures' reminders, as when the last turn ends the round.
  await soon(() => page.getByTestId('fight-said').textContent())
    .equal("Fin du round. Gobelin 1 : À la fin du round, il recule d'un pas.");
  await soon(() => slowed.textContent()).match(/Ralenti \(1 rounds?\)/);
  await button(page, 'Annuler').click();
  await soon(() => page.getByTestId('table-round').getAttribute('data-value')).equal('1');
  await soon(() => slowed.textContent()).match(/Ralenti \(2 rounds\)/);
  // A creature's damage is one step too.
  await first.getByLabel('Quantité de dégâts', { exact: true }).fill('2');
  await first.getByRole('button', { name: 'Subir des dégâts', exact: true }).click();
  await soon(() => first.getByTestId('health-current').getAttribute('data-value')).equal('3');
  await button(page, 'Annuler').click();
  await soon(() => first.getByTestId('health-current').getAttribute('data-value')).equal('5');
  await soon(() => page.getByTestId('table-said').textContent()).equal('Annulé : Gobelin 1 : 2 dégâts.');

  // A second tab sees the same fight, and what it changes comes back here.
  const other = await page.context().newPage();
  await other.goto(page.url());
  // It opens where this one is, the table view.
  await other.getByTestId('table-round').waitFor();
  const there = other.locator('[data-testid=creature][data-name="Gobelin 1"]');
  await soon(() => there.getByTestId('health-current').getAttribute('data-value')).equal('5');
  await there.getByLabel('Quantité de dégâts', { exact: true }).fill('1');
  await there.getByRole('button', { name: 'Subir des dégâts', exact: true }).click();
  await soon(() => first.getByTestId('health-current').getAttribute('data-value')).equal('4');
  await other.close();

  // A reload brings the same fight back.
  await page.reload();
  await page.getByTestId('creature').first().waitFor();
  await soon(() => turns(page)).deepEqual(['Bastien:fast:current', 'Aline:slow', 'Gobelin 1:slow']);
  await soon(() => creature(page, 'Gobelin 2').getAttribute('data-state')).equal('dead');

  // The bestiary adds four more in two taps, numbered after the others.
  await page.locator('details.bestiary summary').click();
  const model = page.locator('[data-testid=bestiary-model][data-name=Gobelin]');
  await model.getByLabel('Nombre', { exact: true }).fill('4');
  await model.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await soon(() => page.getByTestId('creature').count()).equal(6);
  await creature(page, 'Gobelin 6').waitFor();
  assert.deepEqual(page.errors, []);

  // The form again, for something worse: an Ogre, Terrifiant. Aline, still
  // effrayée, fails (d20 3, her désavantage's d6 2): 1d3 (2) Folie.
  await addOgre(page);
  await creature(page, 'Ogre').waitFor();
  await soon(() => creature(page, 'Ogre').textContent()).match(/Terrifiant : 1 désavantage aux jets d'attaque des personnages contre elle/);
  await queueDice(page, [3, 2, 2, 15]);
  await button(page, 'Jet de Volonté contre Ogre').click();
  await expectDiceUsed(page);
  await soon(() => page.getByTestId('fear-result').textContent()).match(/Aline : 1, échec, gagne 1d3 de Folie ; Bastien : 15, réussite/);
  await soon(() => tableCard(page, 'Aline').getByTestId('insanity-total').getAttribute('data-value')).equal('2');

  // The end of the fight takes the creatures away, after a confirmation.
  await button(page, 'Terminer le combat').click();
  await button(page, 'Confirmer').click();
  await soon(() => page.getByTestId('creature').count()).equal(0);
  await soon(() => turns(page)).deepEqual(['Bastien:fast:current', 'Aline:slow']);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// A file of `Tout exporter` made by a GM with Aline and two goblins: its
// path, kept once the page that made it is closed.
async function exportedWithGoblins() {
  const page = await openApp(browser, { width: 1280, height: 800 });
  await character(page, 'Aline', { first: true });
  await button(page, 'Vue de la table').click();
  await addGoblins(page);
  await soon(() => creature(page, 'Gobelin 2').count()).equal(1);
  await button(page, 'Vue de la fiche').click();
  await tab(page, 'Fiche');
  const panel = page.getByRole('region', { name: 'Partager et sauvegarder' });
  const [download] = await Promise.all([
    page.waitForEvent('download'), panel.getByRole('button', { name: 'Tout exporter', exact: true }).click(),
  ]);
  const { mkdtemp, readFile } = await import('node:fs/promises');
  const path = join(await mkdtemp(join(tmpdir(), 'fiche-ombre-')), 'export.json');
  await download.saveAs(path);
  const file = JSON.parse(await readFile(path, 'utf8'));
  assert.deepEqual(file.bestiary.map((m) => m.name), ['Gobelin']);
  assert.equal(file.fight.creatures.length, 2);
  assert.deepEqual(page.errors, []);
  await page.context().close();
  return path;
}

// Imports the file at `path` on Fiche, answers the preview, and waits for
// what the table's part of it says.
async function importFile(page, path) {
  await tab(page, 'Fiche');
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button(page, 'Importer un fichier').click()]);
  await chooser.setFiles(path);
  // The preview names them; nothing is kept before the player's yes.
  await page.getByRole('dialog').getByTestId('import-table')
    .filter({ hasText: 'Ce fichier apporte aussi 1 modèle pour le bestiaire et un combat de 2 créatures, repris avec « Importer ».' })
    .waitFor();
  assert.deepEqual(await page.evaluate(() => [localStorage.getItem('fiche-ombre:bestiaire'), localStorage.getItem('fiche-ombre:combat')]), [null, null]);
  await page.getByRole('dialog').getByRole('button', { name: 'Importer', exact: true }).click();
  await page.getByRole('alert').filter({ hasText: '1 créature rejoint le bestiaire. Le combat du fichier est repris dans la vue de la table.' }).waitFor();
}

async function seesGoblins(page) {
  await soon(() => creature(page, 'Gobelin 1').count()).equal(1);
  await soon(() => creature(page, 'Gobelin 2').count()).equal(1);
  await page.locator('details.bestiary summary').click();
  await soon(() => page.locator('[data-testid=bestiary-model][data-name=Gobelin]').count()).equal(1);
}

// `Tout exporter` carries the GM's bestiary and fight; the file imported on
// another device brings them back (the characters through the preview).
test('Tout exporter carries the bestiary and the fight, and importing brings them back', async () => {
  const path = await exportedWithGoblins();
  const other = await openApp(browser, { width: 1280, height: 800 });
  await importFile(other, path);
  await button(other, 'Vue de la table').click();
  await seesGoblins(other);
  assert.deepEqual(other.errors, []);
  await other.context().close();
});

// `Ignorer` on a file's preview keeps nothing of it: no character, no
// model, no fight, and nothing said of them.
test("a file's bestiary and fight wait for Importer: Ignorer keeps none of them", async () => {
  const path = await exportedWithGoblins();
  const other = await openApp(browser, { width: 1280, height: 800 });
  await tab(other, 'Fiche');
  const [chooser] = await Promise.all([other.waitForEvent('filechooser'), button(other, 'Importer un fichier').click()]);
  await chooser.setFiles(path);
  await other.getByRole('dialog').getByTestId('import-table').waitFor();
  await other.getByRole('dialog').getByRole('button', { name: 'Ignorer', exact: true }).click();
  await soon(() => other.getByRole('dialog').count()).equal(0);
  assert.deepEqual(await other.evaluate(() => [localStorage.getItem('fiche-ombre:bestiaire'), localStorage.getItem('fiche-ombre:combat')]), [null, null]);
  assert.equal(await other.getByRole('alert').filter({ hasText: 'bestiaire' }).count(), 0);
  await button(other, 'Vue de la table').click();
  await other.getByRole('heading', { name: 'Combat', exact: true }).waitFor();
  assert.equal(await creature(other, 'Gobelin 1').count(), 0);
  assert.deepEqual(other.errors, []);
  await other.context().close();
});

// The table view is a module of its own (src/table.rs), the file import the
// share module's: a table view already open takes what the file brought.
test('a file imported after the table view was opened: its fight and bestiary are there', async () => {
  const path = await exportedWithGoblins();
  const other = await openApp(browser, { width: 1280, height: 800 });
  await character(other, 'Bruno', { first: true });
  await button(other, 'Vue de la table').click();
  await soon(() => tableCard(other, 'Bruno').count()).equal(1);
  assert.equal(await creature(other, 'Gobelin 1').count(), 0);
  await button(other, 'Vue de la fiche').click();
  await importFile(other, path);
  await button(other, 'Vue de la table').click();
  await seesGoblins(other);
  assert.deepEqual(other.errors, []);
  await other.context().close();
});

// A creature already in the fight is changed with the form it was made
// with: one step of the table's Annuler, and the bestiary follows.
test('a creature is changed in place: its card, one Annuler, the bestiary', async () => {
  const page = await openApp(browser, { width: 1280, height: 800 });
  await character(page, 'Aline', { first: true });
  await button(page, 'Vue de la table').click();
  await addGoblins(page);
  const goblin = creature(page, 'Gobelin 1');
  const defense = () => goblin.getByTestId('defense-total').getAttribute('data-value');
  await soon(defense).equal('13');
  await goblin.locator('details.creature-more summary').click();
  await goblin.getByRole('button', { name: 'Modifier la créature', exact: true }).click();
  const form = goblin.locator('form.creature-form');
  await soon(() => form.getByLabel("Nom de l'attaque", { exact: true }).inputValue()).equal('Lance');
  await soon(() => form.getByLabel('Modificateur', { exact: true }).inputValue()).equal('1');
  await form.getByLabel('Défense', { exact: true }).fill('15');
  await form.getByLabel('Santé', { exact: true }).fill('abc');
  await form.getByRole('button', { name: 'Enregistrer la créature', exact: true }).click();
  await form.getByRole('alert').filter({ hasText: 'Santé : un nombre entier' }).waitFor();
  await soon(defense).equal('13', 'nothing changed on a bad input');
  await form.getByLabel('Santé', { exact: true }).fill('7');
  await form.getByRole('button', { name: 'Enregistrer la créature', exact: true }).click();
  await soon(defense).equal('15');
  await soon(() => form.count()).equal(0, 'the form closes');
  await soon(() => creature(page, 'Gobelin 2').getByTestId('defense-total').getAttribute('data-value')).equal('13', 'only this one');
  await soon(() => page.evaluate(() => JSON.parse(localStorage.getItem('fiche-ombre:bestiaire'))[0].defense)).equal(15);
  await button(page, 'Annuler').click();
  await soon(defense).equal('13');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// A GM on a phone: the fight fits the width, every control a thumb's size.
test('at 360 px: the fight has no sideways scrolling and 44 px controls', async () => {
  const page = await openApp(browser, { width: 360, height: 740 });
  await character(page, 'Aline', { first: true });
  await button(page, 'Vue de la table').click();
  await addGoblins(page);
  await creature(page, 'Gobelin 2').waitFor();
  await creature(page, 'Gobelin 1').locator('details.creature-more summary').click();
  await soon(() => page.evaluate(() => document.documentElement.scrollWidth)).equal(360);
  const small = await page.evaluate(() => [...document.querySelectorAll('.table-view button, .table-view select, .table-view input:not([type=checkbox])')]
    .filter((e) => { const r = e.getBoundingClientRect(); return r.width > 0 && (r.height < 43.5 || r.width < 43.5); })
    .map((e) => `${(e.textContent || e.getAttribute('aria-label') || '').trim().slice(0, 30)} ${Math.round(e.getBoundingClientRect().width)}×${Math.round(e.getBoundingClientRect().height)}`));
  assert.deepEqual(small, []);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/gm-fight-360.png` });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// Whether an element is whole on screen: under the sticky header and above
// the bar held at the bottom of the screen, if there is one and the element
// is not in it.
const wholeOnScreen = (element) => {
  const r = element.getBoundingClientRect();
  const top = document.querySelector('.app-header').getBoundingClientRect().bottom;
  const held = [...document.querySelectorAll('.turns, .turn-bar')].find((e) => getComputedStyle(e).position === 'fixed');
  const bottom = held && !held.contains(element) ? held.getBoundingClientRect().top : innerHeight;
  return r.height > 0 && r.top >= top - 1 && r.bottom <= bottom + 1;
};
// The name of whoever plays now, on its card.
const actingName = (page) => page.locator('[data-testid=creature][data-current=true] h3, [data-testid=table-character][data-current=true] h3');

// The evening docs/rules.md is written for: four characters against four
// goblins (Effrayant) and two horreurs (Terrifiant), ten rounds, with no
// paper: the Will rolls against both, a creature's attack each round,
// damage to a creature, every turn passed by `Tour suivant` the first round
// and the groups at once after (`Groupe suivant`); on a laptop
// and on a tablet.
for (const [width, height] of [[1280, 800], [768, 1024]]) {
  test(`at ${width} × ${height}: four characters against six creatures for ten rounds`, async () => {
    const page = await openApp(browser, { width, height });
    const names = ['Aline', 'Bastien', 'Céline', 'Dorian'];
    for (const [i, name] of names.entries()) await character(page, name, { first: i === 0 });
    await button(page, 'Vue de la table').click();
    await addGoblins(page);
    await creature(page, 'Gobelin 2').waitFor();
    await page.locator('details.bestiary summary').click();
    const model = page.locator('[data-testid=bestiary-model][data-name=Gobelin]');
    // Tapped, then typed: « 2 » over the « 1 » it held, not « 12 ».
    await model.getByLabel('Nombre', { exact: true }).click();
    await page.keyboard.type('2');
    await soon(() => model.getByLabel('Nombre', { exact: true }).inputValue()).equal('2');
    await model.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await creature(page, 'Gobelin 4').waitFor();
    await button(page, 'Ajouter une créature').click();
    const form = page.locator('form.creature-form');
    await form.getByLabel('Nom', { exact: true }).fill('Horreur');
    await form.getByLabel('Effrayant', { exact: true }).uncheck();
    await form.getByLabel('Terrifiant', { exact: true }).check();
    await form.getByLabel('Santé', { exact: true }).fill('30');
    await form.getByLabel('Nombre', { exact: true }).click();
    await page.keyboard.type('2');
    await soon(() => form.getByLabel('Nombre', { exact: true }).inputValue()).equal('2');
    await button(page, 'Ajouter au combat').click();
    await creature(page, 'Horreur 2').waitFor();
    await soon(() => page.getByTestId('turn').count()).equal(10);

    // The Will rolls: all four pass against the goblins, Dorian fails
    // against the horreurs (d20 3: 1 Folie, the Folie's own effrayé).
    await queueDice(page, [12, 13, 14, 15]);
    await button(page, 'Jet de Volonté contre Gobelin').click();
    await expectDiceUsed(page);
    await queueDice(page, [12, 13, 14, 3]);
    await button(page, 'Jet de Volonté contre Horreur').click();
    await expectDiceUsed(page);
    await soon(() => tableCard(page, 'Dorian').getByTestId('insanity-total').getAttribute('data-value')).equal('1');

    const spear = creature(page, 'Gobelin 1').locator('[data-testid=creature-attack][data-name=Lance]');
    // From here, every gesture (a click, a select, a field filled) is counted and every pixel scrolled summed.
    await page.evaluate(() => {
      window.__scrolled = 0;
      let last = window.scrollY;
      window.addEventListener('scroll', () => { window.__scrolled += Math.abs(window.scrollY - last); last = window.scrollY; });
    });
    let gestures = 0;
    const gesture = async (action) => { gestures += 1; await action; };
    // Passes the turn (or its group): the next one's card is marked and in
    // view, and so are both buttons.
    const pass = async (label, next) => {
      await gesture(button(page, label).click());
      await soon(async () => [
        (await actingName(page).textContent()).trim(),
        await actingName(page).evaluate(wholeOnScreen),
        await button(page, 'Tour suivant').evaluate(wholeOnScreen),
        await button(page, 'Groupe suivant').evaluate(wholeOnScreen),
      ]).deepEqual([next, true, true, true]);
    };
    const order = [...names, 'Gobelin 1', 'Gobelin 2', 'Gobelin 3', 'Gobelin 4', 'Horreur 1', 'Horreur 2'];
    for (let round = 1; round <= 10; round++) {
      // The characters strike back: the GM puts 2 damage on Horreur 1.
      const horror = creature(page, 'Horreur 1');
      await gesture(horror.getByLabel('Quantité de dégâts', { exact: true }).fill('2'));
      await gesture(horror.getByRole('button', { name: 'Subir des dégâts', exact: true }).click());
      // The first round, every turn by `Tour suivant`; then the players'
      // turns at once (the rules let a group play in any order).
      if (round === 1) for (const next of order.slice(1, 5)) await pass('Tour suivant', next);
      else await pass('Groupe suivant', 'Gobelin 1');
      // Gobelin 1 attacks a character in turn: a hit on even rounds (1 damage), a miss on odd ones.
      const target = names[round % 4];
      // The last round's roll reads as past until the next one.
      if (round > 1) await soon(() => spear.getByTestId('attack-result').getAttribute('data-past')).equal('true');
      await gesture(spear.getByLabel('Cible', { exact: true }).selectOption({ label: target }));
      await queueDice(page, [round % 2 ? 2 : 15]);
      await gesture(spear.getByRole('button', { name: 'Attaquer', exact: true }).click());
      await soon(() => spear.getByTestId('attack-result').getAttribute('data-hit')).equal(round % 2 ? 'false' : 'true');
      await soon(() => spear.getByTestId('attack-result').getAttribute('data-past')).equal('false');
      if (round % 2 === 0) {
        await queueDice(page, [1]);
        await gesture(spear.getByRole('button', { name: 'Dégâts', exact: true }).click());
        await gesture(spear.getByRole('button', { name: `Infliger à ${target}`, exact: true }).click());
      }
      await expectDiceUsed(page);
      if (round === 1) for (const next of [...order.slice(5), 'Aline']) await pass('Tour suivant', next);
      else {
        await pass('Tour suivant', 'Gobelin 2');
        // The other creatures at once: the round ends, Aline's turn comes.
        await pass('Groupe suivant', 'Aline');
      }
      await soon(() => page.getByTestId('table-round').getAttribute('data-value')).equal(String(round));
      if (round === 1 && SHOTS) await page.screenshot({ path: `${SHOTS}/gm-round-${width}.png` });
    }
    const scrolled = Math.round(await page.evaluate(() => window.__scrolled));
    console.log(`the GM's ten rounds at ${width} × ${height}: ${gestures} gestures, ${scrolled} px scrolled`);
    // docs/performance.md's table: 87 gestures (150 with every turn passed
    // alone, issue 60: 100 at most).
    assert.ok(gestures <= 100, `${gestures} gestures`);
    // The cockpit keeps the page still but for about 280 px a round on a
    // laptop, 260 on a tablet held upright (issue 60: 3,000 px for the ten).
    assert.ok(scrolled <= 3000, `${scrolled} px scrolled`);
    await soon(() => creature(page, 'Horreur 1').getByTestId('health-current').getAttribute('data-value')).equal('10');
    // Five hits of 1: rounds 2, 6 and 10 on Céline, 4 and 8 on Aline.
    await soon(() => tableCard(page, 'Céline').getByTestId('health-current').getAttribute('data-value')).equal('7');
    await soon(() => tableCard(page, 'Aline').getByTestId('health-current').getAttribute('data-value')).equal('8');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('a tampered fight in storage is not opened: the GM is told where, and the table starts empty', async () => {
  const page = await openApp(browser, { width: 1280, height: 800 });
  await button(page, 'Vue de la table').click();
  await page.getByRole('heading', { name: 'Combat', exact: true }).waitFor();
  await addGoblins(page);
  await soon(() => page.getByTestId('creature').count()).equal(2);
  // 41 creatures, as a hand-edited storage or another build could leave.
  await page.evaluate(() => {
    const fight = JSON.parse(localStorage.getItem('fiche-ombre:combat'));
    const first = fight.creatures[0];
    fight.creatures = Array.from({ length: 41 }, (_, id) => ({ ...first, id, model: { ...first.model, name: `Gobelin ${id + 1}` } }));
    fight.participants = fight.participants.filter((p) => !p.who.Creature && p.who.Creature !== 0);
    fight.next_id = 41;
    localStorage.setItem('fiche-ombre:combat', JSON.stringify({ ...fight, revision: fight.revision + 1 }));
  });
  // The table view stays open across the reload.
  await page.reload();
  await page.getByRole('heading', { name: 'Combat', exact: true }).waitFor();
  await page.getByRole('alert')
    .filter({ hasText: "Le combat enregistré n'a pas pu être repris (41 créatures, 40 au plus) : la table commence sans créature. Il est mis de côté dans ce navigateur, rien n'est effacé." })
    .waitFor();
  await soon(() => page.getByTestId('creature').count()).equal(0);
  // Set aside, never written over by the next step.
  await addGoblins(page);
  await soon(() => page.getByTestId('creature').count()).equal(2);
  const aside = await page.evaluate(() => Object.keys(localStorage)
    .filter((k) => k.startsWith('fiche-ombre:illisible:') && k.endsWith(':fiche-ombre:combat'))
    .map((k) => JSON.parse(localStorage.getItem(k)).creatures.length));
  assert.deepEqual(aside, [41]);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a creature is compact: Santé, Défense, its attacks and damage; the rest of its card folds, Retirer too', async () => {
  const page = await openApp(browser, { width: 1280, height: 800 });
  await button(page, 'Vue de la table').click();
  await addGoblins(page);
  const goblin = creature(page, 'Gobelin 1');
  await goblin.waitFor();
  const height = await goblin.evaluate((card) => card.getBoundingClientRect().height);
  assert.ok(height <= 350, `a creature's card is ${Math.round(height)} px tall`);
  const stats = goblin.getByText('Perception 10 · Vitesse 10 · Taille 1 · Difficulté 1');
  assert.equal(await stats.isVisible(), false);
  assert.equal(await goblin.getByRole('button', { name: 'Retirer', exact: true }).isVisible(), false);
  await goblin.locator('details.creature-more summary').click();
  await stats.waitFor();
  await goblin.getByRole('button', { name: 'Retirer', exact: true }).click();
  await soon(() => page.getByTestId('creature').evaluateAll((c) => c.map((x) => x.dataset.name))).deepEqual(['Gobelin 2']);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('after an add, the creature form opens on a new stat block, not the last one', async () => {
  const page = await openApp(browser, { width: 1280, height: 800 });
  await button(page, 'Vue de la table').click();
  await addGoblins(page);
  await creature(page, 'Gobelin 2').waitFor();
  await button(page, 'Ajouter une créature').click();
  const form = page.locator('form.creature-form');
  const value = (label) => form.getByLabel(label, { exact: true }).inputValue();
  assert.deepEqual([await value('Nom'), await value('Défense'), await value('Santé'), await value('Nombre')], ['', '10', '10', '1']);
  assert.equal(await form.getByLabel('Effrayant', { exact: true }).isChecked(), false);
  assert.equal(await form.locator('fieldset.attack-form').count(), 0);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the creature form means what is typed: a size that is not one, désavantages typed as avantages, a Santé past any bound', async () => {
  const page = await openApp(browser, { width: 1280, height: 800 });
  await button(page, 'Vue de la table').click();
  await page.getByRole('heading', { name: 'Combat', exact: true }).waitFor();
  await button(page, 'Ajouter une créature').click();
  const form = page.locator('form.creature-form');
  const refused = () => form.getByRole('alert').textContent();
  await form.getByLabel('Nom', { exact: true }).fill('Horreur');
  await form.getByLabel('Taille', { exact: true }).fill('11/2');
  await button(page, 'Ajouter au combat').click();
  await soon(refused).equal('Taille : 1/8, 1/4, 1/2 ou un nombre entier à partir de 1.');
  const size = form.getByLabel('Taille', { exact: true });
  assert.equal(await size.evaluate((input) => input.closest('.field').querySelector('[role=alert]')?.textContent),
    'Taille : 1/8, 1/4, 1/2 ou un nombre entier à partir de 1.');
  await form.getByLabel('Taille', { exact: true }).fill('1/2');
  await form.getByLabel('Santé', { exact: true }).fill('2147483648');
  await button(page, 'Ajouter au combat').click();
  await soon(refused).equal('Santé : un nombre entier de 1 à 1\u00a0000.');
  await form.getByLabel('Santé', { exact: true }).fill('1e30');
  await button(page, 'Ajouter au combat').click();
  await soon(refused).equal('Santé : un nombre entier de 1 à 1\u00a0000.');
  await form.getByLabel('Santé', { exact: true }).fill('20');
  await button(page, "Ajouter une option d'attaque").click();
  await form.getByLabel("Nom de l'attaque", { exact: true }).fill('Griffes');
  await form.getByLabel("Dégâts de l'attaque", { exact: true }).fill('2d6');
  await form.getByLabel("Avantages de l'attaque", { exact: true }).fill('\u22123');
  await button(page, 'Ajouter au combat').click();
  await soon(refused).match(/^Avantages de l'attaque \(option 1\) : un nombre entier de 0 à 5\.$/);
  // Said right under the field it is about, which says it is wrong.
  const boons = form.getByLabel("Avantages de l'attaque", { exact: true });
  assert.equal(await boons.getAttribute('aria-invalid'), 'true');
  const beside = await boons.evaluate((input) => input.closest('.field').querySelector('[role=alert]')?.textContent);
  assert.match(beside, /^Avantages de l'attaque \(option 1\)/);
  await soon(() => page.getByTestId('creature').count()).equal(0);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// After every `Tour suivant`: the button still on screen, and the card of
// whoever plays now marked and in view.
for (const [width, height] of [[1280, 800], [768, 1024]]) {
  test(`at ${width} × ${height}: the acting card is marked and in view, and Tour suivant never leaves the screen`, async () => {
    const page = await openApp(browser, { width, height });
    await character(page, 'Aline', { first: true });
    for (const name of ['Bastien', 'Céleste', 'Dorian']) await character(page, name);
    await button(page, 'Vue de la table').click();
    await page.getByRole('heading', { name: 'Combat', exact: true }).waitFor();
    await addGoblins(page);
    await soon(() => page.getByTestId('creature').count()).equal(2);
    // Four more, from the bestiary's model.
    await page.locator('details.bestiary summary').click();
    const model = page.locator('[data-testid=bestiary-model][data-name="Gobelin"]');
    await model.getByLabel('Nombre', { exact: true }).fill('4');
    await model.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await soon(() => page.getByTestId('creature').count()).equal(6);
    const inView = (locator) => locator.evaluate(wholeOnScreen);
    const next = button(page, 'Tour suivant');
    for (let press = 0; press < 12; press++) {
      await next.click();
      await soon(() => inView(next)).equal(true);
      const turnNow = page.locator('[data-testid=turn][data-current=true]');
      const current = (await turnNow.count()) > 0 ? await turnNow.getAttribute('data-name') : null;
      const cards = page.locator('[data-testid=creature][data-current=true], [data-testid=table-character][data-current=true]');
      if (current === null) {
        await soon(() => cards.count()).equal(0);
        continue;
      }
      await soon(() => cards.getAttribute('data-name')).equal(current);
      await soon(() => inView(cards)).equal(true);
    }
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

// The rules let a group play in any order: `Groupe suivant` passes every
// turn still to play in the group under way, one step of Annuler; after the
// last group, the round ends as by `Tour suivant`.
test('Groupe suivant passes the rest of a group at once, and one Annuler brings it back', async () => {
  const page = await openApp(browser, { width: 1280, height: 800 });
  await character(page, 'Aline', { first: true });
  for (const name of ['Bastien', 'Céleste']) await character(page, name);
  await button(page, 'Vue de la table').click();
  await addGoblins(page);
  await soon(() => page.getByTestId('creature').count()).equal(2);
  await button(page, 'Tour suivant').click();
  await soon(() => turns(page)).deepEqual(['Aline:slow', 'Bastien:slow:current', 'Céleste:slow', 'Gobelin 1:slow', 'Gobelin 2:slow']);
  await button(page, 'Groupe suivant').click();
  await soon(() => turns(page)).deepEqual(['Aline:slow', 'Bastien:slow', 'Céleste:slow', 'Gobelin 1:slow:current', 'Gobelin 2:slow']);
  await soon(() => page.getByTestId('fight-said').textContent()).equal('Les personnages lents ont joué.');
  await soon(() => creature(page, 'Gobelin 1').getAttribute('data-current')).equal('true');
  await button(page, 'Annuler').click();
  await soon(() => turns(page)).deepEqual(['Aline:slow', 'Bastien:slow:current', 'Céleste:slow', 'Gobelin 1:slow', 'Gobelin 2:slow']);
  await soon(() => page.getByTestId('table-said').textContent()).equal('Annulé : les tours des personnages lents.');
  await button(page, 'Groupe suivant').click();
  await button(page, 'Groupe suivant').click();
  await soon(() => page.getByTestId('table-round').getAttribute('data-value')).equal('1');
  await soon(() => turns(page)).deepEqual(['Aline:slow:current', 'Bastien:slow', 'Céleste:slow', 'Gobelin 1:slow', 'Gobelin 2:slow']);
  await soon(() => page.getByTestId('fight-said').textContent())
    .equal("Les créatures lentes ont joué ; fin du round. Gobelin 1, Gobelin 2 : À la fin du round, il recule d'un pas.");
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
