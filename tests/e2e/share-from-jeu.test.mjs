// Partager is far down Fiche; from Jeu (and the other tabs) the play bar
// reaches it in one tap, the link made by the next.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, button, field, soon, tab } from './support.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const SHOTS = process.env.SCREENSHOT_DIR;

for (const [width, height] of [[360, 740], [1280, 800]]) {
  test(`at ${width} px: Partager from Jeu's bar lands on the share panel, the focus on it`, async () => {
    const page = await openApp(browser, { width, height });
    await soon(() => page.getByRole('tab', { name: 'Jeu', exact: true }).getAttribute('aria-selected')).equal('true');
    const bar = page.locator('.play-bar-buttons');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/share-from-jeu-${width}.png` });
    const fits = await bar.locator('button').evaluateAll((all) => all.map((b) => ({
      name: b.textContent, fits: b.scrollWidth <= b.clientWidth, height: b.getBoundingClientRect().height,
    })));
    for (const b of fits) {
      assert.ok(b.fits, `${b.name} overflows its button`);
      assert.ok(b.height >= 44, `${b.name} is ${b.height} px tall`);
    }
    await bar.getByRole('button', { name: 'Partager', exact: true }).click();
    await soon(() => page.getByRole('tab', { name: 'Fiche', exact: true }).getAttribute('aria-selected')).equal('true');
    // The focus on the share panel (the keyboard goes on from there), its
    // Partager on screen; one Partager on the page (the bar's goes on Fiche).
    await soon(() => page.evaluate(() => document.activeElement?.id)).equal('share-panel');
    await button(page, 'Partager').waitFor();
    assert.equal(await button(page, 'Partager').count(), 1);
    const box = await button(page, 'Partager').boundingBox();
    assert.ok(box.y >= 0 && box.y + box.height <= height, `Partager at ${box.y} px, out of the screen`);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await soon(() => page.evaluate(() => document.activeElement?.textContent)).equal('Partager');
    await page.keyboard.press('Enter');
    await page.locator('.shared').filter({ hasText: /\S/ }).waitFor();
    assert.match(await field(page, 'Lien de partage').inputValue(), /#/);
    // Back on Jeu, the bar offers it again.
    await tab(page, 'Jeu');
    await bar.getByRole('button', { name: 'Partager', exact: true }).waitFor();
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}
