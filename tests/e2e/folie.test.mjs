// The whole Folie procedure, with scripted dice: gain → effrayé → gain →
// stupéfait → reach Volonté → madness → end checks → recovery.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  soon,
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
  await soon(() => conditions(page)).deepEqual([{ code: 'frightened', rounds: '2', source: 'insanity' }]);
  await page.getByRole('status').filter({ hasText: 'Effrayé pour 2 rounds (gain de Folie).' }).waitFor();

  await gain(page, '1');
  await expectValue(page, 'insanity-total', 3);
  await soon(() => conditions(page)).deepEqual([
    { code: 'frightened', rounds: '2', source: 'insanity' },
    { code: 'stunned', rounds: '3', source: 'insanity' },
  ]);

  // 1d8 rolls 7: Folie reaches Volonté 10; the d20 gives 6, Malade.
  await queueDice(page, [7, 6]);
  await gain(page, '1d8');
  const card = page.getByTestId('madness-active');
  await card.waitFor();
  await soon(() => card.getAttribute('data-row')).equal('6');
  await soon(() => card.getAttribute('data-code')).equal('sick');
  await soon(() => page.getByTestId('character-state').getAttribute('data-value')).equal('mad');
  await tab(page, 'Folies');
  await soon(() => page.locator('[data-testid=madness-row][data-range="6-7"]').getAttribute('aria-current')).equal('true');
  await tab(page, 'Jeu');
  await expectValue(page, 'insanity-total', 10);
  await soon(() => conditions(page)).deepEqual([
    { code: 'stunned', rounds: '10', source: 'insanity' },
    { code: 'dazed', rounds: undefined, source: 'madness' },
  ]);
  await soon(async () => (await journal(page)).slice(0, 2).map((e) => [e.kind, e.total]))
    .deepEqual([['madness-roll', 6], ['insanity-gain', 7]]);

  // An end check of 4 fails (Malade needs 5+).
  await queueDice(page, [4]);
  await button(page, 'Fin du round').click();
  await page.getByTestId('journal-entry').filter({ hasText: 'continue' }).first().waitFor({ state: 'attached' });
  await soon(async () => (await journal(page))[0])
    .deepEqual({ kind: 'end-check', total: 4, success: 'false', die: undefined, undone: false });
  await soon(() => page.getByTestId('character-state').getAttribute('data-value')).equal('mad');

  // A 5 ends it; recovery 1d6 = 3 with Volonté +0: Folie 10 → 7.
  await queueDice(page, [5, 3]);
  await button(page, 'Fin du round').click();
  await expectValue(page, 'insanity-total', 7);
  await soon(async () => (await journal(page)).slice(0, 4).map((e) => [e.kind, e.total, e.success])).deepEqual([
    ['recovery', 3, undefined],
    ['madness-end', 0, undefined],
    ['end-check', 5, 'true'],
    ['end-check', 4, 'false'],
  ]);
  await soon(async () => (await journal(page))[0].die).equal('3');
  await soon(() => page.getByTestId('character-state').getAttribute('data-value')).equal('ok');
  await soon(() => card.count()).equal(0);
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
  await soon(async () => (await journal(page)).filter((e) => e.kind === 'end-check').length).equal(0, 'no roll at an end of round');
  // End of minute: 6 ends it; recovery d6 1 − 6 is below 1, so 1.
  await queueDice(page, [6, 1]);
  await button(page, 'Fin de la minute').click();
  await expectValue(page, 'insanity-total', 3);
  await soon(async () => (await journal(page)).slice(0, 1).map((e) => [e.kind, e.total, e.die])).deepEqual([['recovery', 1, '1']]);
  await expectValue(page, 'elapsed-rounds', 6);

  await queueDice(page, [2]);
  await gain(page, '1');
  await page.getByTestId('madness-active').and(page.locator('[data-code=catatonia]')).waitFor();
  await expectValue(page, 'defense-total', 5);
  await queueDice(page, [4, 6]);
  await button(page, "Fin de l'heure").click();
  await expectValue(page, 'elapsed-rounds', 360);
  await soon(() => page.getByTestId('madness-active').count()).equal(0);
  await soon(async () => (await conditions(page)).some((c) => c.code === 'prone')).ok('à terre stays');
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
  await soon(async () => (await journal(page)).slice(0, 2).map((e) => [e.kind, e.total]))
    .deepEqual([['insanity-gain', 3], ['resist', 7]]);
  await soon(async () => (await journal(page))[1].success).equal('false');
  await soon(() => field(page, 'Avantages').inputValue()).equal('0');
  // The amount was used: it is typed again for the next roll.
  await soon(() => field(page, 'Quantité de Folie').inputValue()).equal('');
  await field(page, 'Quantité de Folie').fill('1d3');

  // The gain made the character effrayé, whose désavantage counts on this
  // Volonté roll too: d20 15, its d6 3, 12 against 10.
  await queueDice(page, [15, 3]);
  await button(page, 'Jet de Volonté contre la folie').click();
  await page.getByTestId('journal-entry').filter({ hasText: /1 désavantage : effrayé\), total 12 contre 10 : réussite, aucune Folie gagnée/ }).waitFor({ state: 'attached' });
  await expectValue(page, 'insanity-total', 3);
  await expectDiceUsed(page);
});

test('Hallucinations: Se griffer adds 1 damage', async () => {
  const page = await openApp(browser);
  await queueDice(page, [8]);
  await gain(page, '10');
  await button(page, 'Se griffer').click();
  await expectValue(page, 'health-current', 9);
  await soon(async () => (await journal(page)).slice(0, 1).map((e) => [e.kind, e.total])).deepEqual([['damage', 1]]);
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
  await soon(async () => (await journal(page)).slice(0, 3).map((e) => [e.kind, e.total]))
    .deepEqual([['recovery', 2], ['madness-end', 0], ['epiphany', 4]]);
  await page.getByText('+1 avantage permanent').waitFor();
  await expectDiceUsed(page);
});
