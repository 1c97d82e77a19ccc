// The play surface: a whole round within a thumb's reach on a phone, and
// above the fold on a laptop. A scripted session (create, preset, damage,
// three Folie gains to madness, five rounds, undo, share) checks at every
// step that the round's controls are on one screen, without scrolling.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  holds, soon,
  launch, openApp, queueDice, expectDiceUsed, expectValue, button, field, enter, tab, visibleControlNames,
} from './support.mjs';

const SHOTS = process.env.SCREENSHOT_DIR;

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

// What a round needs: its controls, the state, the madness card and the
// active conditions.
const ROUND_BUTTONS = [
  'Subir des dégâts', 'Soigner', 'Gagner de la Folie', 'Retirer de la Folie', 'Jet de Volonté contre la folie',
  'Jet de Force', "Jet d'Agilité", "Jet d'Intelligence", 'Jet de Volonté', 'Jet de Perception',
  'Fin du round', 'Annuler',
];
const ROUND_FIELDS = ['Quantité de dégâts', 'Quantité de Folie', 'Avantages', 'Désavantages'];

// Asserts that everything a round needs lies between the sticky header and
// the bar at the bottom, as the page stands (nothing is scrolled), once the
// page has settled.
function expectRoundOnOneScreen(page, step) {
  return holds(() => roundOnOneScreen(page, step));
}

async function roundOnOneScreen(page, step) {
  const boxes = [];
  const add = async (what, locator) => {
    for (const one of await locator.all()) boxes.push([what, await one.boundingBox()]);
  };
  for (const name of ROUND_BUTTONS) await add(name, button(page, name));
  for (const name of ROUND_FIELDS) await add(name, field(page, name));
  await add('state', page.getByTestId('character-state'));
  await add('madness card', page.getByTestId('madness-active'));
  await add('condition', page.getByTestId('condition'));
  await add('Se griffer', button(page, 'Se griffer'));
  const top = (await page.locator('.app-header').boundingBox()).height;
  const viewport = page.viewportSize();
  const scrollY = await page.evaluate(() => window.scrollY);
  assert.equal(scrollY, 0, `${step}: the page was scrolled`);
  for (const [what, box] of boxes) {
    assert.ok(box, `${step}: ${what} is not shown`);
    const inHeaderOrBar = what === 'state' || what === 'Fin du round' || what === 'Annuler';
    const barTop = (await page.locator('.play-bar-buttons').boundingBox()).y - 4;
    if (inHeaderOrBar) {
      assert.ok(box.y >= 0 && box.y + box.height <= viewport.height, `${step}: ${what} is off screen`);
    } else {
      assert.ok(box.y >= top - 1 && box.y + box.height <= barTop,
        `${step}: ${what} at y ${Math.round(box.y)}–${Math.round(box.y + box.height)}, outside ${top}–${barTop}`);
    }
  }
  // Exactly one control of each name is in sight.
  const names = await visibleControlNames(page);
  const twice = names.filter((n, i) => names.indexOf(n) !== i);
  assert.deepEqual(twice, [], `${step}: controls shown twice`);
}

for (const [width, height] of [[360, 740], [1280, 800]]) {
  test(`at ${width} × ${height}: a whole session's rounds need no scrolling`, async () => {
    const page = await openApp(browser, { width, height });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await expectRoundOnOneScreen(page, 'new character');
    // The header neither wraps nor moves between states.
    const headerNow = () => page.evaluate(() => [...document.querySelectorAll('.app-header, .app-header [role=tab], .state')]
      .map((e) => { const r = e.getBoundingClientRect(); return [Math.round(r.x), Math.round(r.width), Math.round(r.height)]; }));
    const saneHeader = await headerNow();

    // The character, in the sheet: a name and the human preset.
    await tab(page, 'Fiche');
    await enter(field(page, 'Nom'), 'Mireille');
    await page.getByLabel('Héritage de départ', { exact: true }).selectOption({ label: 'Humain' });
    // A new character's numbers are the defaults: the preset applies at once.
    await soon(() => field(page, 'Héritage').inputValue()).equal('Humain');
    await tab(page, 'Jeu');

    await field(page, 'Quantité de dégâts').fill('3');
    await button(page, 'Subir des dégâts').click();
    await expectValue(page, 'health-current', 7);
    await expectRoundOnOneScreen(page, 'hurt');

    // Three gains: effrayé, stupéfait, then Volonté is reached; the d20 gives 8.
    for (const amount of ['2', '1']) {
      await field(page, 'Quantité de Folie').fill(amount);
      await button(page, 'Gagner de la Folie').click();
    }
    // The amount is used once: the field is empty after it.
    await soon(() => field(page, 'Quantité de Folie').inputValue()).equal('');
    await queueDice(page, [8]);
    await field(page, 'Quantité de Folie').fill('7');
    await button(page, 'Gagner de la Folie').click();
    const card = page.getByTestId('madness-active');
    await card.waitFor();
    await soon(() => card.getAttribute('data-code')).equal('hallucinations');
    // Going mad is seen: the card has the focus and is in view.
    await soon(() => page.evaluate(() => document.activeElement?.dataset.testid)).equal('madness-active');
    await page.evaluate(() => window.scrollTo(0, 0));
    await soon(() => headerNow()).deepEqual(saneHeader, 'the header is the same, sane or mad');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/play-mad-${width}.png` });
    await expectRoundOnOneScreen(page, 'mad');

    // Five rounds; each end check (1d6, 5 or more) fails with a 1.
    for (let round = 1; round <= 5; round += 1) {
      await queueDice(page, [1]);
      await button(page, 'Fin du round').click();
      await expectValue(page, 'elapsed-rounds', round);
    }
    await expectDiceUsed(page);
    // The round's outcome is said above the bar, the end check first.
    await soon(() => page.getByTestId('last-result').textContent()).match(/^Hallucinations \(fin du round\) : d6 \[1\], il faut 5 ou plus : la folie continue\. Fin du round 5\./);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/play-rounds-${width}.png` });
    await expectRoundOnOneScreen(page, 'after five rounds');

    await button(page, 'Annuler').click();
    await expectValue(page, 'elapsed-rounds', 4);
    await soon(() => page.getByTestId('undone').textContent()).match(/^Annulé : Fin du round 5\./);
    await expectRoundOnOneScreen(page, 'undone');

    // Partager says what it did.
    await tab(page, 'Fiche');
    await button(page, 'Partager').click();
    await page.getByRole('status').filter({ hasText: 'Lien copié.' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(copied, await field(page, 'Lien de partage').inputValue());
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('the tab chosen survives a reload, and the arrow keys move between tabs', async () => {
  const page = await openApp(browser, { width: 360, height: 740 });
  await soon(() => page.getByRole('tab', { name: 'Jeu' }).getAttribute('aria-selected')).equal('true');
  await tab(page, 'Journal');
  await page.reload();
  await page.getByTestId('character-state').waitFor();
  await soon(() => page.getByRole('tab', { name: 'Journal' }).getAttribute('aria-selected')).equal('true');
  await soon(() => button(page, 'Gagner de la Folie').isVisible()).equal(false);
  await page.getByRole('tab', { name: 'Journal' }).focus();
  await page.keyboard.press('ArrowRight');
  await soon(() => page.getByRole('tab', { name: 'Folies' }).getAttribute('aria-selected')).equal('true');
  await soon(() => page.evaluate(() => document.activeElement.textContent)).equal('Folies');
  await page.getByTestId('madness-table').waitFor();
  await page.keyboard.press('Home');
  await soon(() => page.getByRole('tab', { name: 'Jeu' }).getAttribute('aria-selected')).equal('true');
  await page.context().close();
});

test('the sheet is built when first opened, and every tab is there to print', async () => {
  const page = await openApp(browser, { width: 360, height: 740 });
  // Fiche is not built for the first screen…
  await soon(() => page.getByLabel('Nom', { exact: true }).count()).equal(0);
  // …a print builds every tab (the print stylesheet shows them all)…
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page.getByLabel('Nom', { exact: true }).waitFor({ state: 'attached' });
  await page.getByTestId('madness-table').waitFor({ state: 'attached' });
  await page.emulateMedia({ media: 'print' });
  await soon(() => page.getByLabel('Nom', { exact: true }).isVisible()).equal(true);
  await page.emulateMedia({ media: 'screen' });
  // …and opening Fiche shows it at once, with what the character holds.
  await tab(page, 'Fiche');
  await soon(() => page.getByLabel('Nom', { exact: true }).isVisible()).equal(true);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('at 360 px: after Annuler, the next roll and the next round show in the strip at once', async () => {
  const page = await openApp(browser, { width: 360, height: 740 });
  const strip = page.locator('.play-bar-said');
  const headline = () => page.getByTestId('last-result').locator('.headline').textContent();
  await queueDice(page, [12]);
  await button(page, 'Jet de Force').click();
  await soon(headline).equal('Réussite — 12 contre 10');
  await button(page, 'Annuler').click();
  await soon(() => page.getByTestId('undone').textContent()).match(/^Annulé : Jet de Force/);
  // The undone roll's result is gone with it, and what comes next is shown
  // at once, well before the undo note's own few seconds are over.
  await queueDice(page, [5]);
  await button(page, 'Jet de Force').click();
  await holds(async () => {
    assert.equal(await page.getByTestId('undone').count(), 0);
    assert.equal(await headline(), 'Échec — 5 contre 10');
  }, { within: 2000 });
  await button(page, 'Annuler').click();
  await page.getByTestId('undone').waitFor();
  await soon(() => page.getByTestId('last-result').count()).equal(0, 'the undone roll is not shown as the last result');
  await button(page, 'Fin du round').click();
  await holds(async () => {
    assert.match(await strip.textContent(), /^Fin du round 1\./);
  }, { within: 2000 });
  await expectDiceUsed(page);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('at 360 px: « 2 » typed into a fresh amount is 2, 11 typed over Force 10 is 11, and OK closes the keyboard without acting', async () => {
  const page = await openApp(browser, { width: 360, height: 740 });
  // A new player taps the amount and types, as on a phone.
  for (const [label, act, testId, expected] of [
    ['Quantité de Folie', 'Gagner de la Folie', 'insanity-total', 2],
    ['Quantité de dégâts', 'Subir des dégâts', 'health-current', 8],
  ]) {
    const amount = field(page, label);
    await soon(() => amount.inputValue()).equal('', `${label} starts empty`);
    await soon(() => amount.getAttribute('placeholder')).equal('ex. 1d3');
    await amount.click();
    await page.keyboard.type('2');
    await button(page, act).click();
    await expectValue(page, testId, expected);
  }
  // Enter (the phone keyboard's OK) in an amount that feeds two opposite
  // buttons applies nothing: it leaves the field, the amount kept.
  const damage = field(page, 'Quantité de dégâts');
  await soon(() => damage.getAttribute('enterkeyhint')).equal('done');
  await damage.click();
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
  await soon(() => damage.evaluate((e) => e === document.activeElement)).equal(false, 'the keyboard is closed');
  await page.waitForTimeout(300);
  await expectValue(page, 'health-current', 8);
  await soon(() => damage.inputValue()).equal('3');
  await button(page, 'Soigner').click();
  await expectValue(page, 'health-current', 10);
  await field(page, 'Quantité de Folie').click();
  await page.keyboard.type('4');
  await page.keyboard.press('Enter');
  await page.waitForTimeout(300);
  await expectValue(page, 'insanity-total', 2, 'Enter gained no Folie');
  // A number is replaced by what is typed over it, from a tap.
  await tab(page, 'Fiche');
  const force = field(page, 'Force');
  await force.click();
  await page.keyboard.type('11');
  await page.keyboard.press('Enter');
  await soon(() => force.inputValue()).equal('11');
  await expectValue(page, 'health-max', 11);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// The strip holds two lines on a phone: a madness says its name first, and
// a tap on the strip shows the whole result, a second tap cuts it again.
test('at 360 px: the result strip opens whole on a tap, the madness first', async () => {
  const page = await openApp(browser, { width: 360, height: 740 });
  await queueDice(page, [16, 3]);
  await field(page, 'Quantité de Folie').fill('10');
  await button(page, 'Gagner de la Folie').click();
  const strip = page.getByTestId('last-result');
  await soon(() => strip.textContent()).match(/^Folie : Rage/);
  const height = async () => (await strip.locator('p').boundingBox()).height;
  const cut = await height();
  const lineHeight = await strip.locator('p').evaluate((p) => parseFloat(getComputedStyle(p).lineHeight));
  assert.ok(cut <= 2 * lineHeight + 1, `${cut} px for lines of ${lineHeight} px`);
  await strip.click();
  await soon(async () => (await height()) >= cut + lineHeight - 1).equal(true);
  await soon(() => strip.locator('p').evaluate((p) => p.scrollHeight <= p.clientHeight + 1)).equal(true);
  await strip.click();
  await soon(height).equal(cut);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
