// The Content Security Policy written at build: present, strict, and never
// violated while the whole sheet is used; the wasm bindings stay off window.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { soon, launch, openApp, queueDice, button, field, enter, cspViolations, tab } from './support.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

test('a strict CSP is in the page and nothing the app does violates it', async () => {
  const page = await openApp(browser, { width: 360, height: 740 });
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  for (const directive of [
    "default-src 'self'",
    "connect-src 'self' ws: wss:",
    "script-src 'self' 'wasm-unsafe-eval' 'sha256-",
    "style-src 'self' 'sha256-",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ]) {
    assert.ok(policy.includes(directive), `${directive} in ${policy}`);
  }
  assert.ok(!policy.includes('unsafe-inline'), policy);
  await soon(() => page.evaluate(() => typeof window.wasmBindings)).equal('undefined', 'bindings stay off window');

  // The whole sheet, once over: fields, rolls, madness, undo, roster, share.
  await tab(page, 'Fiche');
  await enter(field(page, 'Nom'), 'Ysolde');
  await enter(field(page, 'Force'), '12');
  await button(page, 'Ajouter un équipement').click();
  await queueDice(page, [9]);
  await tab(page, 'Jeu');
  await field(page, 'Quantité de Folie').fill('10');
  await button(page, 'Gagner de la Folie').click();
  await page.getByTestId('madness-active').waitFor();
  await button(page, 'Fin du round').click();
  await button(page, 'Annuler').click();
  await tab(page, 'Fiche');
  await button(page, 'Partager').click();
  const link = await page.getByLabel('Lien de partage', { exact: true }).inputValue();
  await button(page, 'Dupliquer').click();
  await button(page, 'Nouveau personnage').click();

  const other = await openApp(browser, { url: link });
  await other.getByRole('dialog').waitFor();
  await button(other, 'Importer').click();
  await other.getByRole('dialog').waitFor({ state: 'detached' });

  await soon(() => cspViolations(page)).deepEqual([]);
  await soon(() => cspViolations(other)).deepEqual([]);
  assert.deepEqual(page.errors, []);
});

test('an inline script slipped into the page is blocked by the policy', async () => {
  const page = await openApp(browser);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__ran = true;';
    document.body.append(script);
  });
  await page.waitForFunction(() => window.__csp.length > 0);
  await soon(() => page.evaluate(() => window.__ran)).equal(undefined);
  await soon(async () => (await cspViolations(page))[0]).match(/^script-src/);
});
