import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, expectValue, field } from './support.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

test('the title and four attributes with modifiers of 0', async () => {
  const page = await openApp(browser);
  assert.equal(await page.title(), "Fiche d'Ombre");
  await page.getByRole('heading', { name: "Fiche d'Ombre" }).waitFor();
  for (const code of ['strength', 'agility', 'intellect', 'will']) {
    await expectValue(page, `attr-mod-${code}`, 0, code);
  }
  assert.deepEqual(page.errors, []);
});

test('typing scores updates the modifiers and what derives from them', async () => {
  const page = await openApp(browser);
  await field(page, 'Force').fill('15');
  await field(page, 'Agilité').fill('8');
  await field(page, 'Intelligence').fill('12');
  await field(page, 'Volonté').fill('30');
  await expectValue(page, 'attr-mod-strength', 5);
  await expectValue(page, 'attr-mod-agility', -2);
  await expectValue(page, 'attr-mod-intellect', 2);
  await expectValue(page, 'attr-mod-will', 20);
  assert.equal((await page.getByTestId('attr-mod-agility').textContent()).trim(), '\u22122');
  await expectValue(page, 'defense-total', 8);
  await expectValue(page, 'health-max', 15);
  await expectValue(page, 'perception-total', 12);
  await expectValue(page, 'insanity-max', 30);
});

test('a refused score shows a French alert and keeps the last value', async () => {
  const page = await openApp(browser);
  const force = field(page, 'Force');
  await force.fill('13');
  await force.fill('abc');
  const alert = page.getByRole('alert').filter({ hasText: 'nombre entier' });
  await alert.waitFor();
  assert.match(await alert.textContent(), /Valeur conservée : 13/);
  await expectValue(page, 'attr-mod-strength', 3);
  await force.fill('31');
  assert.match(await page.getByRole('alert').filter({ hasText: 'maximum' }).textContent(), /30/);
  await expectValue(page, 'attr-mod-strength', 3);
  assert.deepEqual(page.errors, []);
});
