// The whole Folie procedure, with scripted dice: gain → effrayé → gain →
// stupéfait → reach Volonté → madness → end checks → recovery.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch, openApp, expectValue, queueDice, expectDiceUsed, button, field, journal, conditions, enter, tab,
} from './support.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

async function gain(page, amount) {
  await field(page, 'Quantité de Folie').fill(amount);
  await button(page, 'Gagner de la Folie').click();
}

test('gain, effrayé, stupéfait, madness, end checks and recovery', async () => {
  const page = await openApp(browser);
  await gain(page, '2');
  await expectValue(page, 'insanity-total', 2);
  assert.deepEqual(await conditions(page), [{ code: 'frightened', rounds: '2', source: 'insanity' }]);
  await page.getByRole('status').filter({ hasText: 'Effrayé pour 2 rounds (de la Folie).' }).waitFor();

  await gain(page, '1');
  await expectValue(page, 'insanity-total', 3);
  assert.deepEqual(await conditions(page), [
    { code: 'frightened', rounds: '2', source: 'insanity' },
    { code: 'stunned', rounds: '3', source: 'insanity' },
  ]);

  // 1d8 rolls 7: Folie reaches Volonté 10; the d20 gives 6, Malade.
  await queueDice(page, [7, 6]);
  await gain(page, '1d8');
  const card = page.getByTestId('madness-active');
  await card.waitFor();
  assert.equal(await card.getAttribute('data-row'), '6');
  assert.equal(await card.getAttribute('data-code'), 'sick');
  assert.equal(await page.getByTestId('character-state').getAttribute('data-value'), 'mad');
  await tab(page, 'Folies');
  assert.equal(await page.locator('[data-testid=madness-row][data-range="6-7"]').getAttribute('aria-current'), 'true');
  await tab(page, 'Jeu');
  await expectValue(page, 'insanity-total', 10);
  assert.deepEqual(await conditions(page), [
    { code: 'stunned', rounds: '10', source: 'insanity' },
    { code: 'dazed', rounds: undefined, source: 'madness' },
  ]);
  const afterGain = await journal(page);
  assert.deepEqual(afterGain.slice(0, 2).map((e) => [e.kind, e.total]), [['madness-roll', 6], ['insanity-gain', 7]]);

  // An end check of 4 fails (Malade needs 5+).
  await queueDice(page, [4]);
  await button(page, 'Fin du round').click();
  await page.getByTestId('journal-entry').filter({ hasText: 'continue' }).first().waitFor();
  let entries = await journal(page);
  assert.deepEqual(entries[0], { kind: 'end-check', total: 4, success: 'false', die: undefined, undone: false });
  assert.equal(await page.getByTestId('character-state').getAttribute('data-value'), 'mad');

  // A 5 ends it; recovery 1d6 = 3 with Volonté +0: Folie 10 → 7.
  await queueDice(page, [5, 3]);
  await button(page, 'Fin du round').click();
  await expectValue(page, 'insanity-total', 7);
  entries = await journal(page);
  assert.deepEqual(entries.slice(0, 4).map((e) => [e.kind, e.total, e.success]), [
    ['recovery', 3, undefined],
    ['madness-end', 0, undefined],
    ['end-check', 5, 'true'],
    ['end-check', 4, 'false'],
  ]);
  assert.equal(entries[0].die, '3');
  assert.equal(await page.getByTestId('character-state').getAttribute('data-value'), 'ok');
  assert.equal(await card.count(), 0);
  await expectDiceUsed(page);
  assert.deepEqual(page.errors, []);
});

test('Stupéfaction ends at an end of minute, Catatonie at an end of hour, recovery at least 1', async () => {
  const page = await openApp(browser);
  await tab(page, 'Fiche');
  await enter(field(page, 'Volonté'), '4');
  await tab(page, 'Jeu');
  await queueDice(page, [4]);
  await gain(page, '4');
  await page.getByTestId('madness-active').and(page.locator('[data-code=stupor]')).waitFor();
  await button(page, 'Fin du round').click();
  await expectValue(page, 'elapsed-rounds', 1);
  assert.equal((await journal(page)).filter((e) => e.kind === 'end-check').length, 0, 'no roll at an end of round');
  // End of minute: 6 ends it; recovery d6 1 − 6 is below 1, so 1.
  await queueDice(page, [6, 1]);
  await button(page, 'Fin de la minute').click();
  await expectValue(page, 'insanity-total', 3);
  const [recovery] = await journal(page);
  assert.deepEqual([recovery.kind, recovery.total, recovery.die], ['recovery', 1, '1']);
  await expectValue(page, 'elapsed-rounds', 6);

  await queueDice(page, [2]);
  await gain(page, '1');
  await page.getByTestId('madness-active').and(page.locator('[data-code=catatonia]')).waitFor();
  await expectValue(page, 'defense-total', 5);
  await queueDice(page, [4, 6]);
  await button(page, "Fin de l'heure").click();
  await expectValue(page, 'elapsed-rounds', 360);
  assert.equal(await page.getByTestId('madness-active').count(), 0);
  assert.ok((await conditions(page)).some((c) => c.code === 'prone'), 'à terre stays');
  await expectDiceUsed(page);
});

test('the Will roll: failure gains the amount, success gains nothing, boons reset', async () => {
  const page = await openApp(browser);
  await field(page, 'Quantité de Folie').fill('1d3');
  await enter(field(page, 'Avantages'), '1');
  // d20 5 + boon d6 2 = 7: failed; then 1d3 rolls 3.
  await queueDice(page, [5, 2, 3]);
  await button(page, 'Jet de Volonté contre la folie').click();
  await expectValue(page, 'insanity-total', 3);
  // Newest first: the gain, then the roll.
  const [gainEntry, resist] = await journal(page);
  assert.deepEqual([resist.kind, resist.total, resist.success], ['resist', 7, 'false']);
  assert.deepEqual([gainEntry.kind, gainEntry.total], ['insanity-gain', 3]);
  assert.equal(await field(page, 'Avantages').inputValue(), '0');
  // The amount was used: it is typed again for the next roll.
  assert.equal(await field(page, 'Quantité de Folie').inputValue(), '');
  await field(page, 'Quantité de Folie').fill('1d3');

  // The gain made the character effrayé, whose désavantage counts on this
  // Volonté roll too: d20 15, its d6 3, 12 against 10.
  await queueDice(page, [15, 3]);
  await button(page, 'Jet de Volonté contre la folie').click();
  await page.getByTestId('journal-entry').filter({ hasText: /1 désavantage : effrayé\), total 12 contre 10 : réussite, aucune Folie gagnée/ }).waitFor();
  await expectValue(page, 'insanity-total', 3);
  await expectDiceUsed(page);
});

test('Hallucinations: Se griffer adds 1 damage', async () => {
  const page = await openApp(browser);
  await queueDice(page, [8]);
  await gain(page, '10');
  await button(page, 'Se griffer').click();
  await expectValue(page, 'health-current', 9);
  const [entry] = await journal(page);
  assert.deepEqual([entry.kind, entry.total], ['damage', 1]);
});

test('Mort: a dead character gains no Folie until mort is removed by hand', async () => {
  const page = await openApp(browser);
  await queueDice(page, [1]);
  await gain(page, '10');
  await page.locator('[data-testid=character-state][data-value=dead]').waitFor();
  await field(page, 'Quantité de Folie').fill('2');
  await button(page, 'Retirer de la Folie').click();
  await expectValue(page, 'insanity-total', 8);
  await gain(page, '1');
  await page.getByRole('alert').filter({ hasText: 'mort' }).waitFor();
  await expectValue(page, 'insanity-total', 8);
  await page.locator('[data-testid=condition][data-code=dead]').getByRole('button', { name: 'Retirer', exact: true }).click();
  await page.locator('[data-testid=character-state][data-value=ok]').waitFor();
});

test('Épiphanie: Folie down by 1d6 at once, then recovery, and a permanent boon', async () => {
  const page = await openApp(browser);
  await queueDice(page, [20, 4, 2]);
  await gain(page, '10');
  await expectValue(page, 'insanity-total', 4);
  const kinds = (await journal(page)).slice(0, 3).map((e) => [e.kind, e.total]);
  assert.deepEqual(kinds, [['recovery', 2], ['madness-end', 0], ['epiphany', 4]]);
  await page.getByText('+1 avantage permanent').waitFor();
  await expectDiceUsed(page);
});
