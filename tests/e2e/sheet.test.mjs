// The sheet around the Folie: equipment and Défense, undo, bad input,
// saving across reloads, keyboard use.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  soon,
  launch, openApp, expectValue, queueDice, button, field, journal, conditions, enter, tab,
} from './support.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

async function addEquipment(page, name, mode, value) {
  const index = await page.getByTestId('defense-item').count();
  await button(page, 'Ajouter un équipement').click();
  const line = page.getByTestId('defense-item').nth(index);
  await enter(line.getByLabel('Équipement', { exact: true }), name);
  await line.getByLabel('Mode', { exact: true }).selectOption({ label: mode });
  await enter(line.getByLabel('Valeur', { exact: true }), String(value));
  return line;
}

test('equipment adds, replaces, and Défense is capped at 25', async () => {
  const page = await openApp(browser);
  await tab(page, 'Fiche');
  await enter(field(page, 'Agilité'), '13');
  await expectValue(page, 'defense-total', 13);
  await addEquipment(page, 'Bouclier', 'Ajoute', 1);
  await expectValue(page, 'defense-total', 14);
  const armour = await addEquipment(page, 'Harnois', 'Remplace', 18);
  await expectValue(page, 'defense-total', 19);
  await addEquipment(page, 'Bénédiction', 'Ajoute', 8);
  await expectValue(page, 'defense-total', 25);
  const total = page.getByTestId('defense-total');
  await soon(() => total.getAttribute('data-capped')).equal('true');
  await soon(async () => (await total.textContent()).trim()).equal('27 → 25');
  await page.getByText("D'où vient ce nombre ?").click();
  await page.getByText('Harnois remplace la base : 18').waitFor();
  await page.getByText('27 → 25, plafond').waitFor();
  await armour.getByRole('button', { name: 'Retirer', exact: true }).click();
  await expectValue(page, 'defense-total', 22);
  await soon(() => total.getAttribute('data-capped')).equal(null);
  await enter(field(page, "Défense de l'héritage"), '15');
  await expectValue(page, 'defense-total', 24);
});

test('Annuler takes back the last action and marks its journal lines', async () => {
  const page = await openApp(browser);
  await field(page, 'Quantité de Folie').fill('3');
  await button(page, 'Gagner de la Folie').click();
  await expectValue(page, 'insanity-total', 3);
  await tab(page, 'Fiche');
  await enter(field(page, 'Force'), '14');
  await expectValue(page, 'health-max', 14);
  await button(page, 'Annuler').click();
  await expectValue(page, 'health-max', 10);
  await soon(() => field(page, 'Force').inputValue()).equal('10');
  await button(page, 'Annuler').click();
  await expectValue(page, 'insanity-total', 0);
  await soon(() => conditions(page)).deepEqual([]);
  await soon(async () => (await journal(page)).map((e) => [e.kind, e.undone])).deepEqual([['insanity-gain', true]]);
  await soon(() => page.locator('[data-testid=journal-note][data-undone=true]').count()).equal(1, 'the fright note too');
  await soon(() => button(page, 'Annuler').isDisabled()).ok();
});

test('bad input gets a French message next to the field and keeps the last value', async () => {
  const page = await openApp(browser);
  await tab(page, 'Fiche');
  const cases = [
    ['Force', ['abc', '-5', '999', ''], 'health-max', 10],
    ['Bonus de Santé', ['abc', '-5', '999'], 'health-max', 10],
    ['Dégâts', ['11', '-1', 'x'], 'health-current', 10],
    ['Bonus de Perception', ['1,5', '-5'], 'perception-total', 10],
    ["Défense de l'héritage", ['31', 'abc'], 'defense-total', 10],
  ];
  for (const [label, inputs, readout, kept] of cases) {
    for (const bad of inputs) {
      await enter(field(page, label), bad);
      const alert = page.getByRole('alert').filter({ hasText: /\S/ });
      await alert.first().waitFor();
      await soon(() => alert.count()).equal(1, `${label} ${bad}`);
      await expectValue(page, readout, kept, `${label} = ${bad}`);
      await soon(() => field(page, label).inputValue()).equal(bad, 'the typed text stays');
    }
    await enter(field(page, label), label === "Défense de l'héritage" ? '' : '10');
    if (label === 'Dégâts') await enter(field(page, label), '0');
    if (label.startsWith('Bonus')) await enter(field(page, label), '0');
  }
  await tab(page, 'Jeu');
  for (const bad of ['0', '-1', 'abc', '1d7', '2d6+100']) {
    await field(page, 'Quantité de Folie').fill(bad);
    await button(page, 'Gagner de la Folie').click();
    await page.getByRole('alert').filter({ hasText: /\S/ }).first().waitFor();
    await expectValue(page, 'insanity-total', 0, bad);
  }
  assert.deepEqual(page.errors, []);
});

test('everything survives a reload', async () => {
  const page = await openApp(browser);
  await tab(page, 'Fiche');
  await enter(field(page, 'Nom'), 'Ysolde <b>la Grise</b>');
  await enter(field(page, 'Héritage'), 'Humaine');
  await enter(field(page, 'Volonté'), '11');
  await enter(field(page, 'Dégâts'), '3');
  await addEquipment(page, 'Cuir', 'Ajoute', 2);
  // d20 12: Panique; then its end check at the end of the round: 2, it goes on.
  await queueDice(page, [12, 2]);
  await tab(page, 'Jeu');
  await field(page, 'Quantité de Folie').fill('11');
  await button(page, 'Gagner de la Folie').click();
  await page.getByTestId('madness-active').waitFor();
  await button(page, 'Fin du round').click();
  await expectValue(page, 'elapsed-rounds', 1);
  const before = await journal(page);
  const conditionsBefore = await conditions(page);

  await page.reload();
  await page.getByTestId('character-state').waitFor();
  // The tab kept is Jeu: the sheet's fields are one tab away, as for a player.
  await tab(page, 'Fiche');
  await soon(() => field(page, 'Nom').inputValue()).equal('Ysolde <b>la Grise</b>');
  await soon(() => page.locator('b').count()).equal(0, 'text is never rendered as HTML');
  await soon(() => field(page, 'Héritage').inputValue()).equal('Humaine');
  await expectValue(page, 'insanity-max', 11);
  await expectValue(page, 'insanity-total', 11);
  await expectValue(page, 'health-current', 7);
  await expectValue(page, 'defense-total', 12);
  await expectValue(page, 'elapsed-rounds', 1);
  await soon(() => page.getByTestId('madness-active').getAttribute('data-code')).equal('panic');
  await soon(() => conditions(page)).deepEqual(conditionsBefore);
  await soon(() => journal(page)).deepEqual(before);
});

test('the page works from the keyboard alone', async () => {
  const page = await openApp(browser);
  await field(page, 'Quantité de Folie').focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('2');
  await page.keyboard.press('Tab');
  await soon(() => page.evaluate(() => document.activeElement.getAttribute('aria-label'))).equal('Gagner de la Folie');
  await page.keyboard.press('Enter');
  await expectValue(page, 'insanity-total', 2);
  // The amount was used: back to the field to type the next one.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.type('2');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await soon(() => page.evaluate(() => document.activeElement.getAttribute('aria-label'))).equal('Retirer de la Folie');
  await page.keyboard.press('Space');
  await expectValue(page, 'insanity-total', 0);
});

// On a phone Fiche is long: each section folds under its heading (a tap, or
// Enter on it), folded ones stay folded at the next visit, and printing
// shows them whole.
test('Fiche sections fold, stay folded after a reload, and print whole', async () => {
  const page = await openApp(browser, { width: 360, height: 740 });
  await tab(page, 'Fiche');
  const identity = page.locator('section[aria-labelledby=identity-heading]');
  const tall = async () => (await identity.boundingBox()).height;
  await soon(() => field(page, 'Nom').isVisible()).equal(true);
  const whole = await tall();
  const heading = (name) => page.locator('summary').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await heading('Identité').click();
  await heading('Armes').focus();
  await page.keyboard.press('Enter');
  await soon(() => field(page, 'Nom').isVisible()).equal(false);
  await soon(() => page.getByRole('button', { name: 'Ajouter une arme', exact: true }).isVisible()).equal(false);
  // Folded, a section is its heading alone: one 44 px line and its margins.
  const folded = await tall();
  assert.ok(folded < 70 && whole > 2 * folded, `${whole} → ${folded} px`);
  await page.reload();
  await page.getByTestId('character-state').waitFor();
  await tab(page, 'Fiche');
  await soon(() => field(page, 'Nom').isVisible()).equal(false);
  await soon(() => page.getByRole('button', { name: 'Ajouter une arme', exact: true }).isVisible()).equal(false);
  await soon(() => page.getByRole('heading', { name: 'Attributs', exact: true }).isVisible()).equal(true);
  await soon(() => field(page, 'Force').isVisible()).equal(true);
  await page.emulateMedia({ media: 'print' });
  await soon(() => field(page, 'Nom').isVisible()).equal(true);
  await page.emulateMedia({ media: 'screen' });
  await heading('Identité').click();
  await soon(() => field(page, 'Nom').isVisible()).equal(true);
  await soon(() => page.evaluate(() => localStorage.getItem('fiche-ombre:replis'))).equal('weapons-heading');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
