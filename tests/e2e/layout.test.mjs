// Phone first: no sideways scrolling at 360 px, controls large enough for a
// thumb, every control labelled. Screenshots go to target/screenshots/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { holds, launch, openApp, queueDice, button, field, enter, tab, BASE_URL } from './support.mjs';

const SHOTS = process.env.SCREENSHOT_DIR ?? '../../target/screenshots';
let browser;
before(async () => { browser = await launch(); await mkdir(SHOTS, { recursive: true }); });
after(async () => { await browser?.close(); });

// A sheet with something in every panel.
async function fill(page) {
  await tab(page, 'Fiche');
  await enter(field(page, 'Nom'), 'Ysolde la Grise');
  await enter(field(page, 'Héritage'), 'Humaine');
  await button(page, 'Ajouter un équipement').click();
  await enter(page.getByTestId('defense-item').getByLabel('Équipement', { exact: true }), 'Cotte de mailles');
  await tab(page, 'Jeu');
  await field(page, 'Quantité de Folie').fill('3');
  await button(page, 'Gagner de la Folie').click();
  await queueDice(page, [9]);
  await field(page, 'Quantité de Folie').fill('7');
  await button(page, 'Gagner de la Folie').click();
  await page.getByTestId('madness-active').waitFor();
}

for (const width of [360, 1280]) {
  test(`at ${width} px: no sideways scrolling, 44 px controls, labels`, async () => {
    const page = await openApp(browser, { width, height: 800 });
    await fill(page);
    for (const section of ['Fiche', 'Journal', 'Folies', 'Jeu']) {
      await tab(page, section);
      await holds(async () => {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.ok(overflow <= 0, `${section}: the page scrolls sideways by ${overflow} px`);
        const small = await page.locator('button, input, select, summary').evaluateAll((els) =>
          els
            .filter((e) => e.offsetParent !== null)
            .map((e) => ({ e, r: e.getBoundingClientRect() }))
            .filter(({ r }) => r.height < 44 || r.width < 44)
            .map(({ e, r }) => `${e.tagName} ${e.textContent.trim() || e.id} ${r.width}×${r.height}`),
        );
        assert.deepEqual(small, [], section);
        const unlabelled = await page.locator('input, select').evaluateAll((els) =>
          els.filter((e) => !(e.labels && e.labels.length) && !e.getAttribute('aria-label')).map((e) => e.outerHTML),
        );
        assert.deepEqual(unlabelled, [], section);
      });
      await page.screenshot({ path: `${SHOTS}/${section.toLowerCase()}-${width}.png`, fullPage: section !== 'Jeu' });
    }
  });
}

// The first screen is built in several short tasks (src/views/later.rs),
// unseen behind the static shell, and shown whole once the last part is
// built: nothing shown may move meanwhile. On a phone's slower processor
// (Chrome's 4x throttling) the browser paints between those tasks, so a
// part shown before the page is whole would show up here as a layout shift.
for (const [width, height] of [[360, 740], [1280, 800]]) {
  test(`at ${width} px: the page does not move while its first screen is built`, async () => {
    const context = await browser.newContext({ viewport: { width, height }, locale: 'fr-FR' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(BASE_URL);
    // The shell goes once the last part is built.
    await page.locator('#shell').waitFor({ state: 'detached' });
    await page.getByTestId('journal').waitFor({ state: 'attached' });
    const shifts = await page.evaluate(() => new Promise((done) => {
      const seen = [];
      new PerformanceObserver((list) => seen.push(...list.getEntries())).observe({ type: 'layout-shift', buffered: true });
      // The buffered entries come in a task of their own: wait past it.
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() =>
        done(seen.map((e) => `${e.value.toFixed(3)}: ${e.sources.map((s) => s.node?.className ?? s.node?.nodeName).join(', ')}`)), 100)));
    }));
    assert.deepEqual(shifts, [], `layout shifts while the page was built at ${width} px`);
    await context.close();
  });
}

// On a wide screen the share panel (the share module's, in its own place)
// spans the Fiche tab like the roster bar, not one column of three.
test('at 1280 px: the share panel is as wide as the roster bar', async () => {
  const page = await openApp(browser, { width: 1280, height: 800 });
  await tab(page, 'Fiche');
  await button(page, 'Partager').waitFor();
  await holds(async () => {
    const roster = await page.locator('nav.roster').boundingBox();
    const share = await page.locator('.share-panel').boundingBox();
    assert.ok(Math.abs(share.width - roster.width) < 2, `share ${share.width} px, roster ${roster.width} px`);
  });
  await page.context().close();
});

test('at 360 px: each tab holds its word, none runs into the next', async () => {
  const page = await openApp(browser, { width: 360, height: 740 });
  await holds(async () => {
    const tabs = await page.getByRole('tab').evaluateAll((all) => all.map((t) => {
      const r = t.getBoundingClientRect();
      return { name: t.textContent, left: r.left, right: r.right, fits: t.scrollWidth <= t.clientWidth };
    }));
    assert.equal(tabs.length, 4);
    for (const [i, t] of tabs.entries()) {
      assert.ok(t.fits, `${t.name} overflows its tab`);
      if (i > 0) assert.ok(t.left >= tabs[i - 1].right, `${tabs[i - 1].name} runs into ${t.name}`);
    }
  });
  await page.context().close();
});

// Jeu on a laptop leaves no hole and does not repeat the Journal tab: three
// columns, Santé, Folie and États on one row, Jets and Temps on the next.
test('at 1280 px, Jeu has no hole and no journal: Santé, Folie, États, then Jets and Temps', async () => {
  const page = await openApp(browser, { width: 1280, height: 800 });
  const box = (name) => page.getByRole('heading', { name, exact: true }).first().evaluate((h) => {
    const r = h.closest('section').getBoundingClientRect();
    return { top: Math.round(r.top), left: Math.round(r.left), right: Math.round(r.right) };
  });
  await page.getByRole('heading', { name: 'Temps', exact: true }).waitFor();
  const [health, insanity, states] = [await box('Santé'), await box('Folie'), await box('États')];
  assert.equal(health.top, insanity.top, 'Santé and Folie on one row');
  assert.equal(insanity.top, states.top, 'États on their row');
  assert.ok(health.right < insanity.left && insanity.right < states.left, 'in that order');
  const [rolls, time] = [await box('Jets'), await box('Temps')];
  assert.equal(rolls.top, time.top, 'Jets and Temps on one row');
  assert.ok(rolls.left === health.left && time.left === states.left, 'Jets under Santé and Folie, Temps under États');
  assert.equal(await page.getByTestId('journal').isVisible(), false, 'the journal has its tab');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
