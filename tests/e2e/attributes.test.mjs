import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { soon, launch, openApp, expectValue, field, enter, tab } from './support.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

test('the title and four attributes with modifiers of 0', async () => {
  const page = await openApp(browser);
  await soon(() => page.title()).equal("Fiche d'Ombre");
  await page.getByRole('heading', { name: "Fiche d'Ombre" }).waitFor();
  await tab(page, 'Fiche');
  for (const code of ['strength', 'agility', 'intellect', 'will']) {
    await expectValue(page, `attr-mod-${code}`, 0, code);
  }
  assert.deepEqual(page.errors, []);
});

test('typing scores updates the modifiers and what derives from them', async () => {
  const page = await openApp(browser);
  await tab(page, 'Fiche');
  await enter(field(page, 'Force'), '15');
  await enter(field(page, 'Agilité'), '8');
  await enter(field(page, 'Intelligence'), '12');
  await enter(field(page, 'Volonté'), '30');
  await expectValue(page, 'attr-mod-strength', 5);
  await expectValue(page, 'attr-mod-agility', -2);
  await expectValue(page, 'attr-mod-intellect', 2);
  await expectValue(page, 'attr-mod-will', 20);
  await soon(async () => (await page.getByTestId('attr-mod-agility').textContent()).trim()).equal('\u22122');
  await expectValue(page, 'defense-total', 8);
  await expectValue(page, 'health-max', 15);
  await expectValue(page, 'perception-total', 12);
  await expectValue(page, 'insanity-max', 30);
});

test('a refused score shows a French alert and keeps the last value', async () => {
  const page = await openApp(browser);
  await tab(page, 'Fiche');
  const force = field(page, 'Force');
  await enter(force, '13');
  await enter(force, 'abc');
  const alert = page.getByRole('alert').filter({ hasText: 'nombre entier' });
  await alert.waitFor();
  await soon(() => alert.textContent()).match(/Valeur conservée : 13/);
  await expectValue(page, 'attr-mod-strength', 3);
  await enter(force, '31');
  await soon(() => page.getByRole('alert').filter({ hasText: 'maximum' }).textContent()).match(/30/);
  await expectValue(page, 'attr-mod-strength', 3);
  assert.deepEqual(page.errors, []);
});

test('typing "11" in Volonté never passes through 1: Folie 7 stays, then the field applies on Enter', async () => {
  const page = await openApp(browser);
  await tab(page, 'Fiche');
  await enter(field(page, 'Volonté'), '9');
  await tab(page, 'Jeu');
  await field(page, 'Quantité de Folie').fill('7');
  await page.getByRole('button', { name: 'Gagner de la Folie', exact: true }).click();
  await expectValue(page, 'insanity-total', 7);
  await tab(page, 'Fiche');
  const will = field(page, 'Volonté');
  await will.fill('');
  await will.pressSequentially('11', { delay: 30 });
  await page.waitForTimeout(100);
  await expectValue(page, 'insanity-total', 7, 'half-typed, nothing applied');
  await expectValue(page, 'insanity-max', 9);
  await will.press('Enter');
  await expectValue(page, 'insanity-max', 11);
  await expectValue(page, 'insanity-total', 7);

  // Lowered below Folie on purpose: said next to the field.
  await enter(will, '5');
  await expectValue(page, 'insanity-total', 5);
  const note = page.getByRole('alert').filter({ hasText: 'La Folie ne peut dépasser la Volonté' });
  await soon(() => note.textContent()).match(/elle perd 2 et passe à 5/);
  assert.deepEqual(page.errors, []);
});
