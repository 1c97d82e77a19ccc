// A round of play on a 360 px phone with the sheet's rolls: the state adds
// its own désavantages and says why, an automatic failure is shown with its
// dice, damage is taken and healed. Screenshots of the Jets panel at 360
// and 1280 px go to target/screenshots/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile } from 'node:fs/promises';
import { soon, launch, openApp, queueDice, expectDiceUsed, expectValue, button, field, enter, tab } from './support.mjs';

const SHOTS = process.env.SCREENSHOT_DIR ?? '../../target/screenshots';
let browser;
before(async () => { browser = await launch(); await mkdir(SHOTS, { recursive: true }); });
after(async () => { await browser?.close(); });

async function newestEntry(page) {
  return page.getByTestId('journal-entry').first().evaluate((e) => ({ ...e.dataset, text: e.textContent }));
}

// Adding a state by hand: the folded form opens first.
async function addCondition(page, label) {
  const select = page.getByLabel('État', { exact: true });
  if (!(await select.isVisible())) await page.locator('summary', { hasText: 'Nouvel état' }).click();
  await select.selectOption({ label });
  await button(page, 'Ajouter un état').click();
}

for (const [width, height] of [[360, 740], [1280, 800]]) {
  test(`at ${width} px: the state drives the dice, damage and rest`, async () => {
    const page = await openApp(browser, { width, height });
    await tab(page, 'Fiche');
    await enter(field(page, 'Force'), '12');
    await tab(page, 'Jeu');
    await addCondition(page, 'Effrayé');
    // Effrayé's description is shown where it is chosen and listed.
    await soon(() => page.getByTestId('condition').first().textContent()).match(/1 désavantage aux jets d'attaque et d'attribut/);

    await queueDice(page, [13, 4]);
    await button(page, 'Jet de Force').click();
    await expectDiceUsed(page);
    await soon(async () => (await newestEntry(page)).total).equal('11');
    let roll = await newestEntry(page);
    assert.equal(roll.kind, 'roll');
    assert.equal(roll.roll, 'strength');
    assert.equal(roll.die, '13');
    assert.equal(roll.boon, '-4');
    assert.equal(roll.total, '11', '13 + 2 − 4');
    assert.equal(roll.success, 'true');
    assert.match(roll.text, /1 désavantage : effrayé/);
    await page.locator('.rolls').screenshot({ path: `${SHOTS}/rolls-${width}.png` });

    await addCondition(page, 'Stupéfait');
    await queueDice(page, [18, 2]);
    await button(page, 'Jet de Perception').click();
    await expectDiceUsed(page);
    await soon(async () => (await newestEntry(page)).roll).equal('perception');
    roll = await newestEntry(page);
    assert.equal(roll.success, 'false');
    assert.equal(roll.die, '18', 'the dice are still rolled and shown');
    assert.match(roll.text, /échec automatique \(stupéfait\)/);

    await field(page, 'Quantité de dégâts').fill('1d6+1');
    await queueDice(page, [5]);
    await button(page, 'Subir des dégâts').click();
    await expectDiceUsed(page);
    await expectValue(page, 'health-current', 6);
    await soon(async () => (await newestEntry(page)).kind).equal('damage-taken');
    await button(page, 'Repos').click();
    await expectValue(page, 'health-current', 9, 'healing rate 3');
    await soon(async () => (await newestEntry(page)).kind).equal('healed');
    await button(page, 'Annuler').click();
    await expectValue(page, 'health-current', 6, 'Repos is one undo step');
    assert.deepEqual(page.errors, []);
  });
}

test('at 360 px: an attack and its damage while raging', async () => {
  const page = await openApp(browser, { width: 360, height: 740 });
  await tab(page, 'Fiche');
  await enter(field(page, 'Force'), '13');
  await tab(page, 'Jeu');
  // Rage: Folie reaches Volonté (10), d20 16.
  await queueDice(page, [16]);
  await field(page, 'Quantité de Folie').fill('10');
  await button(page, 'Gagner de la Folie').click();
  await soon(() => page.getByTestId('madness-active').getAttribute('data-code')).equal('rage');

  await tab(page, 'Fiche');
  await button(page, 'Ajouter une arme').click();
  const weapon = page.locator('#fiche').getByTestId('weapon');
  await enter(weapon.getByLabel("Nom de l'arme", { exact: true }), 'Hache');
  await enter(weapon.getByLabel("Dégâts de l'arme", { exact: true }), '1d6');
  await enter(weapon.getByLabel('Cible', { exact: true }), '14');
  await soon(() => weapon.getByLabel('Portée', { exact: true }).inputValue()).equal('contact');

  // d20 9 + Force 3, Rage's avantage d6 4: 16 against 14, a hit.
  await queueDice(page, [9, 4]);
  await weapon.getByRole('button', { name: 'Attaquer', exact: true }).click();
  await expectDiceUsed(page);
  await soon(async () => (await newestEntry(page)).roll).equal('attack');
  const attack = await newestEntry(page);
  assert.equal(attack.kind, 'roll');
  assert.equal(attack.roll, 'attack');
  assert.equal(attack.boon, '4');
  assert.equal(attack.total, '16');
  assert.equal(attack.success, 'true');
  assert.match(attack.text, /avec Hache/);
  assert.match(attack.text, /1 avantage : Rage/);

  // 1d6 = 2, and Rage's d6 = 5 on a contact weapon.
  await queueDice(page, [2, 5]);
  await weapon.getByRole('button', { name: 'Dégâts', exact: true }).click();
  await expectDiceUsed(page);
  await soon(async () => { const { kind, total } = await newestEntry(page); return [kind, total]; }).deepEqual(['weapon-damage', '7']);

  // At distance, no Rage d6.
  await weapon.getByLabel('Portée', { exact: true }).selectOption('distance');
  await queueDice(page, [2]);
  await weapon.getByRole('button', { name: 'Dégâts', exact: true }).click();
  await expectDiceUsed(page);
  await soon(async () => (await newestEntry(page)).total).equal('2');

  // Survives a reload.
  await page.waitForTimeout(600);
  await page.reload();
  await page.getByTestId('character-state').waitFor();
  await soon(() => page.locator('#fiche').getByTestId('weapon').getByLabel("Nom de l'arme", { exact: true }).inputValue()).equal('Hache');
  await page.locator('.weapons').screenshot({ path: `${SHOTS}/weapons-360.png` });
  assert.deepEqual(page.errors, []);
});

test('at 360 px: an attack while stupéfait is rolled, and the warning is announced as an alert', async () => {
  const page = await openApp(browser, { width: 360, height: 740 });
  await tab(page, 'Jeu');
  await addCondition(page, 'Stupéfait');
  await tab(page, 'Fiche');
  await button(page, 'Ajouter une arme').click();
  await queueDice(page, [12]);
  await page.locator('#fiche').getByTestId('weapon').getByRole('button', { name: 'Attaquer', exact: true }).click();
  await expectDiceUsed(page);
  const alert = page.getByRole('alert').filter({ hasText: 'stupéfait, le personnage ne peut pas agir' });
  await alert.waitFor();
  await soon(() => alert.count()).equal(1);
  assert.deepEqual(page.errors, []);
});

test('at 360 px: a spell cast or a talent used while stupéfait is done, and warned like an attack', async () => {
  const page = await openApp(browser, { width: 360, height: 740 });
  await tab(page, 'Fiche');
  await enter(field(page, 'Pouvoir'), '1');
  await button(page, 'Ajouter un sort').click();
  await button(page, 'Ajouter un talent').click();
  await tab(page, 'Jeu');
  await addCondition(page, 'Stupéfait');
  const warned = 'Attention : stupéfait, le personnage ne peut pas agir.';
  for (const [row, act] of [['spell', 'Lancer'], ['talent', 'Utiliser']]) {
    const item = page.locator('#jeu').getByTestId(row);
    await item.getByRole('button', { name: act, exact: true }).click();
    await soon(() => item.getByRole('alert').textContent()).equal(warned);
  }
  await soon(async () => (await newestEntry(page)).kind).equal('talent-use');
  assert.deepEqual(page.errors, []);
});

test('at 360 px: spells cast until none is left, a talent used, a rest gives them back', async () => {
  const page = await openApp(browser, { width: 360, height: 740 });
  await tab(page, 'Fiche');
  await enter(field(page, 'Niveau'), '3');
  await enter(field(page, 'Pouvoir'), '1');
  await expectValue(page, 'level', 3);
  await expectValue(page, 'power', 1);
  await page.getByLabel('Taille', { exact: true }).selectOption('½');
  const notes = field(page, 'Notes');
  await notes.fill('Doit une faveur au prêtre.\nCraint le feu.');
  await notes.blur();

  // Read on Fiche: Jeu's Combat panel shows the same counts.
  const onSheet = { getByTestId: (id) => page.locator('#fiche').getByTestId(id), waitForTimeout: (ms) => page.waitForTimeout(ms) };
  // Pouvoir 1, rang 0: 2 castings.
  await button(page, 'Ajouter un sort').click();
  const spell = page.locator('#fiche').getByTestId('spell');
  await enter(spell.getByLabel('Nom du sort', { exact: true }), 'Lumière');
  await expectValue(onSheet, 'castings-left', 2);
  const cast = spell.getByRole('button', { name: 'Lancer', exact: true });
  await cast.click();
  await cast.click();
  await expectValue(onSheet, 'castings-left', 0);
  await soon(async () => { const { kind, total } = await newestEntry(page); return [kind, total]; }).deepEqual(['cast', '0']);
  await cast.click();
  await spell.getByRole('alert').filter({ hasText: 'Plus aucun lancement avant le prochain repos.' }).waitFor();

  await button(page, 'Ajouter un talent').click();
  const talent = page.locator('#fiche').getByTestId('talent');
  await enter(talent.getByLabel('Nom du talent', { exact: true }), 'Sang de fer');
  await soon(() => talent.getByTestId('uses-left').count()).equal(0, 'at will: no count');
  await enter(talent.getByLabel('Utilisations', { exact: true }), '1');
  await talent.getByRole('button', { name: 'Utiliser', exact: true }).click();
  await expectValue(onSheet, 'uses-left', 0);
  await soon(async () => (await newestEntry(page)).kind).equal('talent-use');

  await tab(page, 'Jeu');
  await button(page, 'Repos').click();
  await expectValue(onSheet, 'castings-left', 2);
  await expectValue(onSheet, 'uses-left', 1);
  await tab(page, 'Fiche');

  await page.waitForTimeout(600);
  await page.reload();
  await page.getByTestId('character-state').waitFor();
  await expectValue(page, 'level', 3);
  await soon(() => field(page, 'Notes').inputValue()).equal('Doit une faveur au prêtre.\nCraint le feu.');
  await soon(() => page.getByLabel('Taille', { exact: true }).inputValue()).equal('½');
  await soon(() => page.locator('#fiche').getByTestId('spell').getByLabel('Nom du sort', { exact: true }).inputValue()).equal('Lumière');
  await page.locator('.spells').screenshot({ path: `${SHOTS}/spells-360.png` });
  assert.deepEqual(page.errors, []);
});

test('at 360 px: an héritage preset, asked first once numbers were changed, one undo step', async () => {
  const page = await openApp(browser, { width: 360, height: 740 });
  await tab(page, 'Fiche');
  const preset = page.getByLabel('Héritage de départ', { exact: true });
  await preset.selectOption('Nain');
  await expectValue(page, 'health-max', 14, 'Force 10 + 4');
  await soon(() => field(page, 'Héritage').inputValue()).equal('Nain');
  await soon(() => page.getByLabel('Taille', { exact: true }).inputValue()).equal('½');
  await soon(() => field(page, 'Langues').inputValue()).equal('Langue commune, nain');

  await enter(field(page, 'Force'), '14');
  await preset.selectOption('Orc');
  await button(page, 'Garder mes valeurs').click();
  await soon(() => field(page, 'Force').inputValue()).equal('14', 'kept');
  await preset.selectOption('Orc');
  await button(page, 'Remplacer').click();
  await soon(() => field(page, 'Force').inputValue()).equal('11');
  await expectValue(page, 'speed', 12);
  await expectValue(page, 'corruption', 1);
  await soon(() => field(page, 'Langues').inputValue()).equal('Langue commune, nain', 'Langues kept once typed');
  // The journal's line names each number the preset changed, from → to.
  await soon(() => page.locator('[data-testid=journal-note][data-kind=preset]').first().textContent())
    .match(/Héritage de départ : Orc ; Force 14 → 11, Agilité 9 → 10, Intelligence 10 → 9, Volonté 10 → 9, .*Vitesse 8 → 12, Corruption 0 → 1\./);
  await button(page, 'Annuler').click();
  await soon(() => field(page, 'Force').inputValue()).equal('14', 'the preset was one step');
  // Humain says what the table leaves to the player.
  await soon(() => page.getByTestId('human-hint').count()).equal(0);
  await preset.selectOption('Humain');
  // The question names each number that changes, and nothing else.
  await page.getByRole('alertdialog').getByText(/Force 14 → 10, Agilité 9 → 10, Bonus de Perception 1 → 0, Bonus de Santé 4 → 0, Défense 9 → 10, Taille ½ → 1, Vitesse 8 → 10\.$/).waitFor();
  await button(page, 'Remplacer').click();
  await soon(() => page.getByTestId('human-hint').textContent()).match(/ajoutez 1 à l'attribut de votre choix ; Taille 1, ou ½/);
  // The second language is the player's to choose: said with the preset and under Langues.
  await soon(() => page.getByTestId('human-hint').textContent()).match(/une langue de plus, au choix, à écrire dans Langues\./);
  await soon(() => page.getByTestId('human-languages-hint').textContent()).equal('Humain : la langue commune, plus une langue de votre choix.');
  assert.deepEqual(page.errors, []);
});

test('Annuler says what it undid; Exporter says the file; a skip link leads to the play', async () => {
  const page = await openApp(browser, { width: 360, height: 740 });
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Aller au jeu', exact: true });
  await soon(() => skip.evaluate((a) => a === document.activeElement)).equal(true, 'the first stop of the keyboard');
  // Seen when focused: in the screen, and nothing drawn over it (the sticky header was).
  await soon(() => skip.evaluate((a) => {
    const box = a.getBoundingClientRect();
    return box.top >= 0 && document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === a;
  })).equal(true, 'the focused skip link is visible');
  await page.keyboard.press('Enter');
  await soon(() => page.evaluate(() => document.activeElement.id)).equal('jeu');
  await button(page, "Fin de l'heure").click();
  await button(page, 'Annuler').click();
  const undone = page.getByTestId('undone');
  await soon(() => undone.textContent()).match(/^Annulé : Fin de l'heure : \d+ h écoulées?\./);
  await soon(() => page.locator('[role=status][aria-live]').first().textContent()).match(/^Annulé : Fin de l'heure/);
  await undone.waitFor({ state: 'detached', timeout: 6000 });

  await tab(page, 'Fiche');
  const [download] = await Promise.all([page.waitForEvent('download'), button(page, 'Exporter').click()]);
  assert.equal(download.suggestedFilename(), 'personnage.fiche-ombre.json');
  await page.getByRole('status').filter({ hasText: 'Fichier enregistré : personnage.fiche-ombre.json' }).waitFor();

});

test('results where the action was taken: the claw, the chip source; Escape out of the import dialog returns focus', async () => {
  const page = await openApp(browser, { width: 360, height: 740 });
  await field(page, 'Quantité de Folie').fill('3');
  await button(page, 'Gagner de la Folie').click();
  await soon(() => page.getByTestId('condition').first().textContent()).match(/Effrayé.*gain de Folie/);
  // Hallucinations: d20 8.
  await queueDice(page, [8]);
  await field(page, 'Quantité de Folie').fill('7');
  await button(page, 'Gagner de la Folie').click();
  await button(page, 'Se griffer').click();
  await soon(() => page.locator('.claw-result').textContent()).equal('1 dégât. Santé : 9.');

  const link = (await readFile(new URL('../fixtures/link-v2.txt', import.meta.url), 'utf8')).trim();
  await tab(page, 'Fiche');
  const name = field(page, 'Nom');
  await name.focus();
  await page.evaluate((l) => { location.hash = l; }, link);
  await page.getByRole('dialog').waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await soon(() => name.evaluate((e) => e === document.activeElement)).equal(true, 'focus is back on Nom');
});

test('at 360 px: going mad brings the madness into view and takes the focus', async () => {
  const page = await openApp(browser, { width: 360, height: 740 });
  await field(page, 'Quantité de Folie').fill('10');
  const gain = button(page, 'Gagner de la Folie');
  await gain.scrollIntoViewIfNeeded();
  // Hallucinations: d20 9.
  await queueDice(page, [9]);
  await gain.click();
  await page.waitForFunction(() => document.activeElement?.id === 'folie-en-cours');
  await soon(() => page.getByTestId('madness-active').evaluate((card) => {
    const r = card.getBoundingClientRect();
    const header = document.querySelector('.app-header').getBoundingClientRect();
    return r.top >= header.bottom - 1 && r.top < window.innerHeight;
  })).equal(true, 'the card is on screen, clear of the header');
  // The next action is right there, from the keyboard too.
  await page.keyboard.press('Tab');
  await soon(() => page.evaluate(() => document.activeElement.textContent.trim())).equal('Se griffer');
});

// Vitesse follows the states (SHEET.md): on Jeu, on Fiche and on the table's card, with why.
test('at 360 px: ralenti then immobilisé change Vitesse where it is shown, and say why', async () => {
  const page = await openApp(browser, { width: 360, height: 740 });
  await tab(page, 'Fiche');
  await enter(field(page, 'Vitesse'), '10');
  await tab(page, 'Jeu');
  const play = page.locator('#jeu');
  assert.equal(await play.getByTestId('speed-changed').count(), 0, 'nothing said while the states leave it');
  await addCondition(page, 'Ralenti');
  await soon(() => play.getByTestId('speed-changed').textContent()).equal('Vitesse 10 → 5 : ralenti');
  await tab(page, 'Fiche');
  await soon(() => page.locator('#fiche').getByTestId('speed').getAttribute('data-value')).equal('5');
  await soon(() => page.locator('#fiche').getByTestId('speed-changed').textContent()).equal('(Vitesse 10 → 5 : ralenti)');
  await soon(() => field(page, 'Vitesse').inputValue()).equal('10', 'the field is the base');
  await tab(page, 'Jeu');
  await addCondition(page, 'Immobilisé');
  await soon(() => play.getByTestId('speed-changed').textContent()).equal('Vitesse 10 → 0 : immobilisé');
  await button(page, 'Vue de la table').click();
  const card = page.getByTestId('table-character');
  await soon(() => card.getByTestId('speed').getAttribute('data-value')).equal('0');
  await soon(() => card.locator('.badge', { hasText: 'immobilisé' }).count()).equal(1);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
