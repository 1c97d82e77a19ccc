// Two tabs on one character: saves in the same instant take turns (Web
// Locks), alternating edits make no copy, a deletion in one tab is followed
// in the other without losing its edits, and a newer app's data is left
// where it is.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { soon, expectStored, storedNames, launch, openApp, button, field, enter, tab, eventually, rosterNames, BASE_URL } from './support.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

// Every saved character's name and héritage, read straight from storage.
async function stored(page) {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('fiche-ombre:perso:'))
      .map((k) => JSON.parse(localStorage.getItem(k)).character.sheet)
      .map((s) => ({ name: s.name, ancestry: s.ancestry })),
  );
}

// `holdSaves`: the second tab's batched saves wait forever for their lock,
// so that an edit there is certainly unsaved when the first tab acts.
async function twoTabs({ holdSaves = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const one = await openApp(browser, { context });
  await tab(one, 'Fiche');
  await enter(field(one, 'Nom'), 'Commun');
  await expectStored(one, 'Commun');
  const two = await context.newPage();
  if (holdSaves) {
    await two.addInitScript(() => {
      navigator.locks.request = () => new Promise(() => {});
    });
  }
  await two.goto(BASE_URL);
  await two.getByTestId('character-state').waitFor();
  return { context, one, two };
}

test('fifty saves in the same instant from two tabs: no edit is ever lost', async () => {
  const { context, one, two } = await twoTabs();
  for (let i = 0; i < 50; i += 1) {
    // Both commit at once; both batched saves fire together 400 ms later.
    await Promise.all([enter(field(one, 'Nom'), `un-${i}`), enter(field(two, 'Héritage'), `deux-${i}`)]);
    const both = async () => {
      const saved = await stored(one);
      return saved.some((c) => c.name.startsWith(`un-${i}`)) && saved.some((c) => c.ancestry === `deux-${i}`);
    };
    assert.ok(await eventually(one, both), `round ${i}: an edit was lost ${JSON.stringify(await stored(one))}`);
  }
  await context.close();
});

test('alternating edits in two tabs never make a copy', async () => {
  const { context, one, two } = await twoTabs();
  for (let i = 0; i < 6; i += 1) {
    const [page, other] = i % 2 === 0 ? [one, two] : [two, one];
    const value = String(10 + i);
    await enter(field(page, 'Force'), value);
    // The other tab has it before it edits in turn.
    assert.ok(await eventually(other, async () => (await field(other, 'Force').inputValue()) === value), `turn ${i}`);
  }
  for (const page of [one, two]) await soon(() => rosterNames(page)).deepEqual(['Commun']);
  await soon(() => field(one, 'Force').inputValue()).equal('15');
  await context.close();
});

test('the same field typed in one tab and saved in the other: the text it replaces is said, not lost silently', async () => {
  const { context, one, two } = await twoTabs();
  await tab(two, 'Fiche');
  // The first tab types Notes and stays in the field; the second commits its own.
  await field(one, 'Notes').fill('Notes de cet onglet');
  // Notes has several lines: Enter is a new line, leaving the field commits it.
  await field(two, 'Notes').fill("Notes de l'autre onglet");
  await field(two, 'Notes').press('Tab');
  assert.ok(await eventually(one, async () => (await one.evaluate(() => Object.keys(localStorage)
    .filter((k) => k.startsWith('fiche-ombre:perso:'))
    .map((k) => JSON.parse(localStorage.getItem(k)).character.sheet.profile.texts.notes))).join().includes("l'autre onglet")));
  await one.waitForTimeout(300);
  assert.equal(await field(one, 'Notes').inputValue(), 'Notes de cet onglet', 'what is typed stays');
  await field(one, 'Notes').press('Tab');
  await one.getByText("Changé dans un autre onglet pendant votre saisie ; votre texte a remplacé « Notes de l'autre onglet ».").waitFor();
  await soon(() => field(two, 'Notes').inputValue()).equal('Notes de cet onglet');
  await context.close();
});

test('deleted in one tab while edited in the other: said, and the edit kept as a copy', async () => {
  const { context, one, two } = await twoTabs({ holdSaves: true });
  await button(one, 'Nouveau personnage').click();
  await one.getByLabel('Personnages', { exact: true }).selectOption({ label: 'Commun' });
  // The other tab edits; before its save, the first tab deletes.
  await enter(field(two, 'Nom'), 'Modifié ici');
  await button(one, 'Supprimer').click();
  await button(one, 'Confirmer').click();
  await two.getByRole('alert').filter({ hasText: 'supprimé dans un autre onglet' }).waitFor();
  await soon(async () => {
    const names = await rosterNames(two);
    return names.includes('Modifié ici (copie de cet onglet)') && !names.includes('Modifié ici') && !names.includes('Commun');
  }).equal(true, 'the edit is kept as a copy, the deleted one is gone');
  await two.waitForTimeout(700);
  await two.reload();
  await two.getByTestId('character-state').waitFor();
  const after = await rosterNames(two);
  assert.ok(!after.includes('Commun') && !after.includes('Modifié ici'), `it does not come back: ${after.join(', ')}`);
  await context.close();
});

test("a newer app's data is left in place, said, and never written over", async () => {
  const context = await browser.newContext();
  const newer = '{"version":4,"revision":9,"writer":"x","character":{"quelque chose":"de nouveau"}}';
  await context.addInitScript((record) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('fiche-ombre:perso:venu-du-futur', record);
      localStorage.setItem('fiche-ombre:index', '{"version":4,"order":["venu-du-futur"],"open":"venu-du-futur"}');
    }
  }, newer);
  const page = await openApp(browser, { context });
  await page.getByRole('alert').filter({ hasText: "Données d'une version plus récente" }).waitFor();
  await tab(page, 'Fiche');
  await enter(field(page, 'Nom'), 'Ici');
  await page.waitForTimeout(700);
  await page.reload();
  await page.getByTestId('character-state').waitFor();
  const kept = await page.evaluate(() => ({
    record: localStorage.getItem('fiche-ombre:perso:venu-du-futur'),
    index: localStorage.getItem('fiche-ombre:index'),
    aside: Object.keys(localStorage).filter((k) => k.startsWith('fiche-ombre:illisible:')),
  }));
  assert.equal(kept.record, newer, 'the record is untouched');
  assert.match(kept.index, /"version":4/, 'the index is untouched');
  assert.deepEqual(kept.aside, [], 'nothing set aside');
  await soon(() => field(page, 'Nom').inputValue()).equal('Ici', 'this version still works with its own data');
  await context.close();
});

test('a journal stored past its bound is written back at its newest 2,000 lines, by one tab, with no copy', async () => {
  const context = await browser.newContext();
  const seed = await openApp(browser, { context });
  await tab(seed, 'Fiche');
  await enter(field(seed, 'Nom'), 'Campagne');
  await expectStored(seed, 'Campagne');
  await seed.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('fiche-ombre:perso:'));
    const record = JSON.parse(localStorage.getItem(key));
    record.revision += 1;
    record.character.sheet.clock = 2050;
    record.character.journal = {
      entries: Array.from({ length: 2050 }, (_, i) => ({
        seq: i, action: i, clock: i + 1, event: { TimePassed: { from: i, to: i + 1 } }, undone: false,
      })),
    };
    localStorage.setItem(key, JSON.stringify(record));
  });
  await seed.close();
  // Two tabs open on it at once; both would like to compact it.
  const [one, two] = await Promise.all([context.newPage(), context.newPage()]);
  await Promise.all([one.goto(BASE_URL), two.goto(BASE_URL)]);
  await Promise.all([one.getByTestId('character-state').waitFor(), two.getByTestId('character-state').waitFor()]);
  const compacted = () =>
    one.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('fiche-ombre:perso:'));
      return JSON.parse(localStorage.getItem(key)).character.journal.entries.length === 2000;
    });
  assert.ok(await eventually(one, compacted), 'written back at 2,000 lines');
  await one.waitForTimeout(500);
  const record = await one.evaluate(() => {
    const keys = Object.keys(localStorage).filter((k) => k.startsWith('fiche-ombre:perso:'));
    return { count: keys.length, record: JSON.parse(localStorage.getItem(keys[0])) };
  });
  assert.equal(record.count, 1, 'no copy');
  assert.equal(record.record.character.journal.entries.length, 2000);
  assert.equal(record.record.character.journal_dropped, 50);
  for (const page of [one, two]) await soon(() => rosterNames(page)).deepEqual(['Campagne']);
  await context.close();
});

test('text half-typed in a character deleted in another tab goes into its copy, never into the next character', async () => {
  const { context, one, two } = await twoTabs();
  await button(one, 'Nouveau personnage').click();
  await enter(field(one, 'Nom'), 'Autre');
  await expectStored(one, 'Autre');
  await soon(() => rosterNames(two)).deepEqual(['Commun', 'Autre']);
  // The second tab has Commun open and types its new name, without leaving the field.
  await soon(() => field(two, 'Nom').inputValue()).equal('Commun');
  await field(two, 'Nom').fill('Brouillon');
  await one.getByLabel('Personnages', { exact: true }).selectOption({ label: 'Commun' });
  await button(one, 'Supprimer').click();
  await button(one, 'Confirmer').click();
  await two.getByRole('alert').filter({ hasText: 'supprimé dans un autre onglet' }).waitFor();
  await soon(() => rosterNames(two)).deepEqual(['Autre', 'Brouillon (copie de cet onglet)']);
  // The field now shows the character open, and leaving it changes nothing.
  await soon(() => field(two, 'Nom').inputValue()).equal('Autre');
  await field(two, 'Nom').press('Tab');
  await soon(() => storedNames(two)).deepEqual(['Autre', 'Brouillon (copie de cet onglet)']);
  await context.close();
});
