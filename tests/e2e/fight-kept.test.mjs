// The GM's fight kept like the characters: two tabs on one fight never
// erase each other's steps, a full storage keeps the fight waiting (one
// banner, a new try), and a newer build's fields survive our writes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { soon, launch, openApp, button, addCreature, BASE_URL } from './support.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

// Storage that refuses `keys` while the page's `window.__full` is true, as
// a full localStorage does.
async function fillsUp(context, keys) {
  await context.addInitScript((refused) => {
    const set = Storage.prototype.setItem;
    window.__full = false;
    Storage.prototype.setItem = function (key, value) {
      if (window.__full && refused.includes(key)) throw new DOMException('plein', 'QuotaExceededError');
      return set.call(this, key, value);
    };
  }, keys);
}

// The table view, unless the page opened on it (it stays open across tabs and reloads).
async function toTable(page) {
  const heading = page.getByRole('heading', { name: 'Combat', exact: true });
  await page.getByTestId('character-state').waitFor();
  if (!(await heading.isVisible())) await button(page, 'Vue de la table').click();
  await heading.waitFor();
}

const creatureNames = (page) => page.getByTestId('creature').evaluateAll((all) => all.map((c) => c.dataset.name).sort());
const storedNames = (page) => page.evaluate(() =>
  JSON.parse(localStorage.getItem('fiche-ombre:combat')).creatures.map((c) => c.model.name).sort());
const undo = (page) => page.locator('.table-time').getByRole('button', { name: 'Annuler', exact: true }).click();

test("two tabs on one fight: Annuler in one never takes away the other's creature", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const a = await openApp(browser, { context });
  await toTable(a);
  await addCreature(a, 'Orc de A');
  const b = await context.newPage();
  await b.goto(BASE_URL);
  await toTable(b);
  await soon(() => creatureNames(b)).deepEqual(['Orc de A']);
  await addCreature(b, 'Gobelin de B');
  await soon(() => creatureNames(a)).deepEqual(['Gobelin de B', 'Orc de A']);

  // A's last step came before B's: its undo leaves the fight as it is, and says so.
  await undo(a);
  await a.locator('.table-said').filter({ hasText: 'Le combat, modifié depuis dans un autre onglet, reste tel quel.' }).waitFor();
  for (const page of [a, b]) {
    await soon(() => creatureNames(page)).deepEqual(['Gobelin de B', 'Orc de A']);
  }
  assert.deepEqual(await storedNames(a), ['Gobelin de B', 'Orc de A']);

  // B's own step is still B's to take back, in both tabs.
  await undo(b);
  for (const page of [a, b]) {
    await soon(() => creatureNames(page)).deepEqual(['Orc de A']);
  }
  assert.deepEqual(await storedNames(b), ['Orc de A']);
  assert.deepEqual(a.errors, []);
  await context.close();
});

test('storage full: the fight and the bestiary wait in one banner, and are stored once there is room', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await fillsUp(context, ['fiche-ombre:combat', 'fiche-ombre:bestiaire']);
  const page = await openApp(browser, { context });
  await toTable(page);
  await page.evaluate(() => { window.__full = true; });
  await addCreature(page, 'Orc');
  await addCreature(page, 'Ogre');
  const banner = page.getByTestId('fight-unsaved');
  await soon(() => banner.textContent()).match(/le combat et le bestiaire ne sont pas enregistrés/);
  assert.equal(await banner.count(), 1, 'one banner, not an alert a step');
  assert.equal(await page.getByRole('alert').filter({ hasText: "Le combat n'a pas pu être enregistré" }).count(), 0);
  await soon(() => creatureNames(page)).deepEqual(['Ogre', 'Orc']);
  assert.equal(await page.evaluate(() => localStorage.getItem('fiche-ombre:combat')), null);

  await page.evaluate(() => { window.__full = false; });
  await banner.getByRole('button', { name: "Réessayer d'enregistrer", exact: true }).click();
  await soon(() => banner.count()).equal(0);
  assert.deepEqual(await storedNames(page), ['Ogre', 'Orc']);
  const models = await page.evaluate(() => JSON.parse(localStorage.getItem('fiche-ombre:bestiaire')).map((m) => m.name).sort());
  assert.deepEqual(models, ['Ogre', 'Orc']);
  await page.reload();
  await page.getByRole('heading', { name: 'Combat', exact: true }).waitFor();
  await soon(() => creatureNames(page)).deepEqual(['Ogre', 'Orc']);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test("a newer build's fields in the stored fight survive this build's steps", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await openApp(browser, { context });
  await toTable(page);
  await addCreature(page, 'Orc');
  await soon(() => storedNames(page)).deepEqual(['Orc']);
  await page.evaluate(() => {
    const record = JSON.parse(localStorage.getItem('fiche-ombre:combat'));
    record.room = 'Crypte';
    record.weather = { rain: true };
    localStorage.setItem('fiche-ombre:combat', JSON.stringify({ ...record, revision: record.revision + 1 }));
  });
  await page.reload();
  await page.getByRole('heading', { name: 'Combat', exact: true }).waitFor();
  await addCreature(page, 'Ogre');
  await soon(() => storedNames(page)).deepEqual(['Ogre', 'Orc']);
  const kept = await page.evaluate(() => {
    const record = JSON.parse(localStorage.getItem('fiche-ombre:combat'));
    return [record.room, record.weather];
  });
  assert.deepEqual(kept, ['Crypte', { rain: true }]);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test("the bestiary: a model another tab kept a moment ago stays when this tab keeps one", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await openApp(browser, { context });
  await toTable(page);
  await addCreature(page, 'Orc');
  // Another tab's model, written an instant ago (its event not arrived yet), with a newer build's field.
  await page.evaluate(() => {
    const models = JSON.parse(localStorage.getItem('fiche-ombre:bestiaire'));
    localStorage.setItem('fiche-ombre:bestiaire', JSON.stringify([{ ...models[0], name: 'Troll', portrait: 'troll.png' }, ...models]));
  });
  await addCreature(page, 'Ogre');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('fiche-ombre:bestiaire')));
  assert.deepEqual(stored.map((m) => m.name), ['Ogre', 'Troll', 'Orc']);
  assert.equal(stored[1].portrait, 'troll.png');
  await page.locator('details.bestiary summary').click();
  await soon(() => page.getByTestId('bestiary-model').evaluateAll((all) => all.map((m) => m.dataset.name))).deepEqual(['Ogre', 'Troll', 'Orc']);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('steps made in the same instant in two tabs: every one is in the fight, in both tabs', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const a = await openApp(browser, { context });
  await toTable(a);
  const b = await context.newPage();
  await b.goto(BASE_URL);
  await toTable(b);
  const made = [];
  for (let i = 0; i < 6; i += 1) {
    for (const [page, name] of [[a, `A${i}`], [b, `B${i}`]]) {
      await button(page, 'Ajouter une créature').click();
      const form = page.locator('form.creature-form');
      await form.getByLabel('Nom', { exact: true }).fill(name);
      made.push(name);
    }
    await Promise.all([button(a, 'Ajouter au combat').click(), button(b, 'Ajouter au combat').click()]);
    await a.waitForTimeout(300);
  }
  made.sort();
  await soon(() => storedNames(a)).deepEqual(made);
  for (const page of [a, b]) await soon(() => creatureNames(page)).deepEqual(made);
  const lost = (page) => page.getByRole('alert').filter({ hasText: /venait de modifier le combat|c'est sa version qui est gardée/ }).count();
  assert.equal((await lost(a)) + (await lost(b)), 0);
  assert.deepEqual(a.errors, []);
  await context.close();
});

test("a step another tab's write replaced in the same instant is made again on that tab's fight, and said", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const a = await openApp(browser, { context });
  await toTable(a);
  await addCreature(a, 'Gobelin');
  const base = await a.evaluate(() => localStorage.getItem('fiche-ombre:combat'));
  await addCreature(a, 'Orc de A');
  const b = await context.newPage();
  await b.goto(BASE_URL);
  await toTable(b);
  // Tab B wrote, at the same revision as A's step, the fight before it with the goblin hurt.
  await b.evaluate((base) => {
    const record = JSON.parse(base);
    record.revision += 1;
    record.writer = 'onglet-b';
    record.creatures[0].damage = 3;
    localStorage.setItem('fiche-ombre:combat', JSON.stringify(record));
  }, base);
  await a.getByRole('alert').filter({ hasText: 'vos actions ont été refaites sur sa version, rien n\'est perdu' }).waitFor();
  const stored = () => a.evaluate(() => {
    const fight = JSON.parse(localStorage.getItem('fiche-ombre:combat'));
    return fight.creatures.map((c) => `${c.model.name} ${c.damage}`).sort();
  });
  await soon(stored).deepEqual(['Gobelin 3', 'Orc de A 0']);
  for (const page of [a, b]) await soon(() => creatureNames(page)).deepEqual(['Gobelin', 'Orc de A']);
  assert.deepEqual(a.errors, []);
  await context.close();
});

test("a step waiting for room is made again on another tab's fight, then stored once there is room", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await fillsUp(context, ['fiche-ombre:combat']);
  const a = await openApp(browser, { context });
  await toTable(a);
  await a.evaluate(() => { window.__full = true; });
  await addCreature(a, 'Orc de A');
  await a.getByTestId('fight-unsaved').waitFor();
  const b = await context.newPage();
  await b.goto(BASE_URL);
  await toTable(b);
  await addCreature(b, 'Gobelin de B');
  // A takes B's fight and makes its waiting step again on it: nothing lost.
  await soon(() => creatureNames(a)).deepEqual(['Gobelin de B', 'Orc de A']);
  await a.evaluate(() => { window.__full = false; });
  await a.getByTestId('fight-unsaved').getByRole('button', { name: "Réessayer d'enregistrer", exact: true }).click();
  await soon(() => storedNames(a)).deepEqual(['Gobelin de B', 'Orc de A']);
  await soon(() => creatureNames(b)).deepEqual(['Gobelin de B', 'Orc de A']);
  assert.deepEqual(a.errors, []);
  await context.close();
});
