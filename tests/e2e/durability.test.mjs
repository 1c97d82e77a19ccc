// Durable storage: asked once, after the first real edit (never at the
// first paint), and the answer said in Fiche in plain French.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, field, enter, tab } from './support.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

// The browser's answer to persist(), scripted; every call counted.
async function withAnswer(answer) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'fr-FR' });
  await context.addInitScript((granted) => {
    window.__persistAsked = 0;
    if (granted === null) {
      delete StorageManager.prototype.persist;
      return;
    }
    StorageManager.prototype.persist = () => { window.__persistAsked += 1; return Promise.resolve(granted); };
  }, answer);
  return openApp(browser, { context });
}

for (const [answer, value, said] of [
  [true, 'granted', 'Stockage durable : accordé.'],
  [false, 'denied', 'Stockage durable : non accordé. Le navigateur peut effacer vos personnages pour faire de la place : pensez à exporter.'],
]) {
  test(`persist() answers ${answer}: asked once after the first edit, and said in Fiche`, async () => {
    const page = await withAnswer(answer);
    await tab(page, 'Fiche');
    assert.equal(await page.evaluate(() => window.__persistAsked), 0, 'not at the first paint');
    assert.equal(await page.getByTestId('storage-durability').count(), 0);
    await enter(field(page, 'Nom'), 'Ysolde');
    const status = page.getByTestId('storage-durability');
    await status.filter({ hasText: said }).waitFor();
    assert.equal(await status.getAttribute('data-value'), value);
    await enter(field(page, 'Force'), '12');
    await enter(field(page, 'Agilité'), '11');
    assert.equal(await page.evaluate(() => window.__persistAsked), 1, 'once');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('a browser without persist() says it cannot tell, and to export', async () => {
  const page = await withAnswer(null);
  await tab(page, 'Fiche');
  const status = page.getByTestId('storage-durability');
  assert.equal(await status.getAttribute('data-value'), 'unsupported');
  assert.match(await status.textContent(), /pensez à exporter/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
