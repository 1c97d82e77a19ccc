// At the table, on a phone and a laptop: whose sheet this is stays on
// screen, the last result stays (outcome first) until the next action,
// avantages need no keyboard, Enter applies an amount, and a target typed
// as a word is asked for as a number.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import {
  soon, countTaps, expectStored,
  launch, openApp, queueDice, expectDiceUsed, expectValue, button, field, enter, tab, rosterNames, eventually,
} from './support.mjs';

const SHOTS = process.env.SCREENSHOT_DIR ?? '../../target/screenshots';
let browser;
before(async () => { browser = await launch(); await mkdir(SHOTS, { recursive: true }); });
after(async () => { await browser?.close(); });

async function newestEntry(page) {
  return page.getByTestId('journal-entry').first().evaluate((e) => ({ ...e.dataset, text: e.textContent }));
}

for (const [width, height] of [[360, 740], [1280, 800]]) {
  test(`at ${width} px: the name is on screen on every tab and after a switch of character`, async () => {
    const page = await openApp(browser, { width, height });
    const name = page.getByTestId('character-name');
    await soon(() => name.textContent()).equal('Sans nom');
    await tab(page, 'Fiche');
    await enter(field(page, 'Nom'), 'Ysolde');
    for (const section of ['Jeu', 'Fiche', 'Journal', 'Folies']) {
      await tab(page, section);
      await soon(() => name.isVisible()).ok(`visible on ${section}`);
      await soon(() => name.textContent()).equal('Ysolde');
    }
    await tab(page, 'Fiche');
    await button(page, 'Nouveau personnage').click();
    await soon(() => name.textContent()).equal('Sans nom');
    await page.getByLabel('Personnages', { exact: true }).selectOption({ label: 'Ysolde' });
    await soon(() => name.textContent()).equal('Ysolde');
    await soon(async () => (await rosterNames(page)).length).equal(2);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test(`at ${width} px: the last result stays, outcome first, until the next action`, async () => {
    const page = await openApp(browser, { width, height });
    await tab(page, 'Jeu');
    // Two avantages by the steppers, no keyboard: d20 9, avantage dice 5 and 2.
    await button(page, 'Un avantage de plus').click();
    await button(page, 'Un avantage de plus').click();
    await soon(() => field(page, 'Avantages').inputValue()).equal('2');
    await button(page, 'Un avantage de moins').click();
    await button(page, 'Un avantage de plus').click();
    await queueDice(page, [9, 5, 2]);
    await button(page, 'Jet de Force').click();
    await expectDiceUsed(page);
    await soon(async () => (await newestEntry(page)).total).equal('14', '9 + 0 + the higher of 5 and 2');
    await soon(async () => (await newestEntry(page)).text).match(/2 avantages/);
    await soon(() => field(page, 'Avantages').inputValue()).equal('0', 'used by the roll');
    const last = page.getByTestId('last-result');
    await soon(() => last.getAttribute('data-kind')).equal('roll');
    await soon(() => last.locator('.headline').textContent()).equal('Réussite — 14 contre 10');
    await page.screenshot({ path: `${SHOTS}/last-result-${width}.png` });
    // Still there once the old six seconds are past.
    await page.waitForTimeout(6500);
    await soon(() => last.locator('.headline').textContent()).equal('Réussite — 14 contre 10');
    // The amount, then the button: the result follows.
    await field(page, 'Quantité de Folie').fill('2');
    await button(page, 'Gagner de la Folie').click();
    await expectValue(page, 'insanity-total', 2);
    await soon(() => last.getAttribute('data-kind')).equal('insanity-gain');
    await soon(() => field(page, 'Quantité de Folie').inputValue()).equal('', 'used once');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('Fiche keeps its scroll position across a look at Jeu', async () => {
  const page = await openApp(browser, { width: 360, height: 740 });
  await tab(page, 'Fiche');
  await button(page, 'Ajouter une arme').click();
  const weapon = page.locator('#fiche').getByTestId('weapon');
  await weapon.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  assert.ok(before > 500, `Fiche scrolled down to its weapon (${before} px)`);
  // A tap, as a finger gives it: Playwright's click would first scroll the
  // page to bring the sticky tab into view.
  const tap = (name) => page.getByRole('tab', { name, exact: true }).dispatchEvent('click');
  await tap('Jeu');
  assert.ok(await eventually(page, async () => (await page.evaluate(() => window.scrollY)) === 0), 'Jeu opens at its top');
  await tap('Fiche');
  assert.ok(await eventually(page, async () => (await page.evaluate(() => window.scrollY)) === before), `back at ${before} px, not ${await page.evaluate(() => window.scrollY)}`);
  await soon(() => weapon.isVisible()).ok();
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a target typed as a word is asked for as its number', async () => {
  const page = await openApp(browser, { width: 360, height: 740 });
  await tab(page, 'Fiche');
  await button(page, 'Ajouter une arme').click();
  const target = page.locator('#fiche').getByTestId('weapon').getByLabel('Cible', { exact: true });
  await target.fill('Défense');
  await target.press('Enter');
  await page.getByRole('alert').filter({ hasText: 'Tapez le nombre de la cible (ex. 13), pas son nom.' }).waitFor();
  await enter(target, '13');
  await queueDice(page, [4]);
  await page.locator('#fiche').getByTestId('weapon').getByRole('button', { name: 'Attaquer', exact: true }).click();
  await expectDiceUsed(page);
  await soon(() => page.getByTestId('last-result').locator('.headline').textContent()).equal('Raté — 4 contre 13');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// Brunhilde, once, on Fiche: an axe, a spell, a talent of two uses.
async function brunhilde(page) {
  await tab(page, 'Fiche');
  const sheet = page.locator('#fiche');
  await enter(field(page, 'Nom'), 'Brunhilde');
  await enter(field(page, 'Pouvoir'), '2');
  await button(page, 'Ajouter une arme').click();
  await enter(sheet.getByTestId('weapon').getByLabel("Nom de l'arme", { exact: true }), 'Hache');
  await enter(sheet.getByTestId('weapon').getByLabel("Dégâts de l'arme", { exact: true }), '1d6');
  await button(page, 'Ajouter un sort').click();
  await enter(sheet.getByTestId('spell').getByLabel('Nom du sort', { exact: true }), 'Flèche de feu');
  await enter(sheet.getByTestId('spell').getByLabel('Rang', { exact: true }), '1');
  await button(page, 'Ajouter un talent').click();
  await enter(sheet.getByTestId('talent').getByLabel('Nom du talent', { exact: true }), 'Sang de fer');
  await enter(sheet.getByTestId('talent').getByLabel('Utilisations', { exact: true }), '2');
}

for (const [width, height] of [[360, 740], [1280, 800]]) {
  test(`at ${width} px: a fight is played on Jeu, taps and pixels scrolled counted`, async () => {
    const page = await openApp(browser, { width, height });
    await brunhilde(page);
    const sheet = page.locator('#fiche');

    // The fight, on Jeu alone: every tap counted, every pixel scrolled summed.
    await tab(page, 'Jeu');
    const counter = await countTaps(page);
    const { tap } = counter;
    const play = page.locator('#jeu');
    const axe = play.getByTestId('weapon');
    const headline = () => page.getByTestId('last-result').locator('.headline').textContent();
    for (const [target, d20, said] of [['13', 15, 'Réussite — 15 contre 13'], ['16', 7, 'Raté — 7 contre 16'], ['', 11, 'Attaque sans cible : total 11']]) {
      await axe.getByLabel('Cible', { exact: true }).fill(target);
      counter.taps += 1;
      await queueDice(page, [d20]);
      await tap(axe.getByRole('button', { name: 'Attaquer', exact: true }));
      await expectDiceUsed(page);
      await soon(() => headline()).equal(said);
    }
    await queueDice(page, [4]);
    await tap(axe.getByRole('button', { name: 'Dégâts', exact: true }));
    await expectDiceUsed(page);
    await tap(play.getByTestId('spell').getByRole('button', { name: 'Lancer', exact: true }));
    await soon(() => play.getByTestId('spell').getByTestId('castings-left').getAttribute('data-value')).equal('1');
    await tap(play.getByTestId('talent').getByRole('button', { name: 'Utiliser', exact: true }));
    await soon(() => play.getByTestId('talent').getByTestId('uses-left').getAttribute('data-value')).equal('1');
    await field(page, 'Quantité de dégâts').fill('3');
    counter.taps += 1;
    await tap(button(page, 'Subir des dégâts'));
    await expectValue(page, 'health-current', 7);
    await field(page, 'Quantité de Folie').fill('1');
    counter.taps += 1;
    await tap(button(page, 'Gagner de la Folie'));
    await expectValue(page, 'insanity-total', 1);
    const { taps } = counter;
    const scrolled = await counter.scrolled();
    console.log(`fight at ${width} × ${height}: ${taps} taps, ${scrolled} px scrolled, no tab switch`);
    await page.screenshot({ path: `${SHOTS}/fight-${width}.png` });
    // The README's numbers: thirteen taps, nothing scrolled.
    assert.equal(taps, 13);
    assert.equal(scrolled, 0, 'the whole fight is on one screen');
    // Fiche keeps the weapon as it was: no target stored on it.
    await tab(page, 'Fiche');
    await soon(() => sheet.getByTestId('weapon').getByLabel('Cible', { exact: true }).inputValue()).equal('');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

// A player's evening: six rounds of a fight on a phone, each an attack
// (the target typed once and kept), its damage on a hit, two spells, a
// talent, two hits taken, a Folie gain, and `Fin du round`.
test('at 360 × 740: six rounds of a player\'s fight, taps counted, nothing scrolled', async () => {
  const page = await openApp(browser, { width: 360, height: 740 });
  await brunhilde(page);
  await tab(page, 'Jeu');
  const counter = await countTaps(page);
  const { tap } = counter;
  const play = page.locator('#jeu');
  const axe = play.getByTestId('weapon');
  const type = async (locator, text) => { await locator.fill(text); counter.taps += 1; };
  const attack = async (d20, damage) => {
    await queueDice(page, damage === null ? [d20] : [d20, damage]);
    await tap(axe.getByRole('button', { name: 'Attaquer', exact: true }));
    if (damage !== null) await tap(axe.getByRole('button', { name: 'Dégâts', exact: true }));
    await expectDiceUsed(page);
  };
  const rounds = [
    async () => { await type(axe.getByLabel('Cible', { exact: true }), '13'); await attack(15, 4); await tap(play.getByTestId('spell').getByRole('button', { name: 'Lancer', exact: true })); },
    async () => { await attack(7, null); await type(field(page, 'Quantité de dégâts'), '3'); await tap(button(page, 'Subir des dégâts')); await tap(play.getByTestId('talent').getByRole('button', { name: 'Utiliser', exact: true })); },
    async () => { await attack(18, 2); await type(field(page, 'Quantité de Folie'), '1'); await tap(button(page, 'Gagner de la Folie')); },
    async () => { await attack(5, null); await type(field(page, 'Quantité de dégâts'), '2'); await tap(button(page, 'Subir des dégâts')); },
    async () => { await tap(play.getByTestId('spell').getByRole('button', { name: 'Lancer', exact: true })); await attack(14, 3); },
    async () => { await attack(16, 6); },
  ];
  for (const [i, round] of rounds.entries()) {
    await round();
    await tap(button(page, 'Fin du round'));
    await expectValue(page, 'elapsed-rounds', i + 1);
  }
  await expectValue(page, 'health-current', 5);
  await expectValue(page, 'insanity-total', 1);
  await soon(() => play.getByTestId('spell').getByTestId('castings-left').getAttribute('data-value')).equal('0');
  const scrolled = await counter.scrolled();
  console.log(`a player's six rounds at 360 × 740: ${counter.taps} taps, ${scrolled} px scrolled`);
  // The performance page's numbers: 26 taps (of them 6 for Fin du round), nothing scrolled.
  assert.equal(counter.taps, 26);
  assert.equal(scrolled, 0, 'six rounds on one screen');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// A player makes a character on a phone, as at the first session: a name,
// the Humain preset and its +1 (Force 11), the second language, a weapon,
// a talent and a spell. Every tap and key is counted, every pixel scrolled
// summed; each control is reached by scrolling to it, as a thumb would.
test('at 360 × 740: making a character, taps, keys and pixels counted', async () => {
  const page = await openApp(browser, { width: 360, height: 740 });
  await page.evaluate(() => {
    window.__scrolled = 0;
    let last = window.scrollY;
    window.addEventListener('scroll', () => { window.__scrolled += Math.abs(window.scrollY - last); last = window.scrollY; });
  });
  const count = { taps: 0, keys: 0 };
  const tap = async (locator) => {
    await locator.scrollIntoViewIfNeeded();
    await locator.click();
    count.taps += 1;
  };
  const type = async (locator, text) => {
    await tap(locator);
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
    count.keys += text.length + 1;
  };
  const sheet = page.locator('#fiche');
  await tap(page.getByRole('tab', { name: 'Fiche', exact: true }));
  await type(field(page, 'Nom'), 'Aline');
  const preset = page.getByLabel('Héritage de départ', { exact: true });
  await preset.scrollIntoViewIfNeeded();
  await preset.selectOption('Humain');
  count.taps += 2;
  await type(field(page, 'Langues'), ', elfique');
  await type(field(page, 'Force'), '11');
  await tap(button(page, 'Ajouter une arme'));
  await type(sheet.getByTestId('weapon').getByLabel("Nom de l'arme", { exact: true }), 'Épée');
  await type(sheet.getByTestId('weapon').getByLabel("Dégâts de l'arme", { exact: true }), '1d6');
  await tap(button(page, 'Ajouter un talent'));
  await type(sheet.getByTestId('talent').getByLabel('Nom du talent', { exact: true }), 'Détermination');
  await tap(button(page, 'Ajouter un sort'));
  await type(sheet.getByTestId('spell').getByLabel('Nom du sort', { exact: true }), 'Lumière');
  // What the thumb scrolled; going back to Jeu puts Jeu where it was, and
  // that jump is the app's, not the player's.
  const scrolled = await page.evaluate(() => window.__scrolled);
  await tap(page.getByRole('tab', { name: 'Jeu', exact: true }));
  await expectStored(page, 'Aline');
  console.log(`making a character at 360 × 740: ${count.taps} taps, ${count.keys} keys, ${Math.round(scrolled)} px scrolled`);
  // The README's numbers (docs/performance.md).
  assert.equal(count.taps, 14);
  assert.equal(count.keys, 50);
  assert.ok(scrolled < 4500, `${scrolled} px`);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
