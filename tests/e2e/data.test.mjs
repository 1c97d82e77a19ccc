// Nothing lost: share links, files, bad links, corrupt storage, two tabs,
// older saves.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import {
  soon, expectStored,
  launch, openApp, expectValue, queueDice, button, field, journal, BASE_URL, enter, tab, shareLink, rosterNames, eventually,
  refuseShareModule,
} from './support.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const INJECTIONS = {
  Nom: '<img src=x onerror="window.__pwned=1">',
  'Héritage': '<script>window.__pwned=1</script>',
  'Équipement': '"><svg onload="window.__pwned=1">',
};

// The app, open on its sheet (Fiche), where these tests mostly work.
async function openSheet(browser, options) {
  const page = await openApp(browser, options);
  await tab(page, 'Fiche');
  return page;
}

// Picks a file through the French button, as a player does.
async function importFile(page, files) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button(page, 'Importer un fichier').click()]);
  await chooser.setFiles(files);
}

// A character with something everywhere, text fields holding markup.
async function richCharacter(page) {
  await tab(page, 'Fiche');
  await enter(field(page, 'Nom'), INJECTIONS.Nom);
  await enter(field(page, 'Héritage'), INJECTIONS['Héritage']);
  await enter(field(page, 'Force'), '12');
  await button(page, 'Ajouter un équipement').click();
  await enter(page.getByTestId('defense-item').getByLabel('Équipement', { exact: true }), INJECTIONS['Équipement']);
  await enter(page.getByTestId('defense-item').getByLabel('Valeur', { exact: true }), '2');
  await queueDice(page, [16]);
  await tab(page, 'Jeu');
  await field(page, 'Quantité de Folie').fill('10');
  await button(page, 'Gagner de la Folie').click();
  await page.getByTestId('madness-active').waitFor();
}

async function expectInert(page) {
  await soon(() => page.evaluate(() => window.__pwned)).equal(undefined, 'no injected script ran');
  await soon(() => page.locator('main img, main svg, main script').count()).equal(0, 'no markup was rendered');
}

test('a share link opens in a fresh profile and imports next to the characters there', async () => {
  const source = await openSheet(browser);
  await richCharacter(source);
  const link = await shareLink(source, true);
  assert.ok(link.startsWith(BASE_URL + '#p3.'), link);
  // Unticked, the link shown is made again without the journal.
  await source.getByLabel('Inclure le journal', { exact: true }).uncheck();
  const shown = source.getByLabel('Lien de partage', { exact: true });
  await source.waitForFunction((before) => document.querySelector('[readonly]').value !== before, link);
  const withoutJournal = await shown.inputValue();
  assert.ok(withoutJournal.length <= 300, `${withoutJournal.length} characters`);
  const sourceJournal = await journal(source);

  const page = await openSheet(browser);
  await enter(field(page, 'Nom'), 'Déjà là');
  await page.goto(link);
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await soon(() => dialog.textContent()).match(/Rage/);
  await soon(() => page.evaluate(() => document.activeElement.textContent.trim())).equal('Importer');
  // The page behind the dialog is out of reach: only the dialog's buttons count.
  await soon(() => page.getByRole('button', { name: 'Importer' }).count()).equal(1);
  await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
  await expectValue(page, 'insanity-total', 10);
  await soon(() => field(page, 'Nom').inputValue()).equal(INJECTIONS.Nom);
  await soon(() => field(page, 'Héritage').inputValue()).equal(INJECTIONS['Héritage']);
  await soon(() => page.getByTestId('madness-active').getAttribute('data-code')).equal('rage');
  await expectValue(page, 'defense-total', 12);
  await soon(() => journal(page)).deepEqual(sourceJournal);
  await soon(() => rosterNames(page)).deepEqual(['Déjà là', INJECTIONS.Nom]);
  assert.equal(new URL(page.url()).hash, '', 'the fragment is removed');
  await expectInert(page);
  await page.reload();
  await page.getByTestId('character-state').waitFor();
  await soon(() => page.getByRole('dialog').count()).equal(0);
  await soon(() => rosterNames(page)).deepEqual(['Déjà là', INJECTIONS.Nom]);
  await expectInert(page);
});

test('a first visit with a link: a full preview, then the character alone, no empty "Sans nom" beside it', async () => {
  const source = await openSheet(browser);
  await enter(field(source, 'Nom'), 'Aubin');
  await enter(field(source, 'Dégâts'), '3');
  await tab(source, 'Jeu');
  await field(source, 'Quantité de Folie').fill('2');
  await button(source, 'Gagner de la Folie').click();
  const link = await shareLink(source);

  const page = await openApp(browser, { url: link });
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  // What the player will get: Santé and damage, Défense, states with their rounds.
  const preview = () => dialog.textContent();
  await soon(preview).match(/Santé 7 sur 10 \(3 dégâts\)/);
  await soon(preview).match(/Défense 10/);
  await soon(preview).match(/États : effrayé \(\d+ rounds?\)/);
  await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
  await tab(page, 'Fiche');
  await soon(() => rosterNames(page)).deepEqual(['Aubin']);
  await page.waitForTimeout(600);
  await page.reload();
  await page.getByTestId('character-state').waitFor();
  await soon(() => rosterNames(page)).deepEqual(['Aubin']);
  assert.deepEqual(page.errors, []);
});

test('Ignorer leaves everything as it was', async () => {
  const source = await openSheet(browser);
  await enter(field(source, 'Nom'), 'Partagé');
  const link = await shareLink(source);
  const page = await openSheet(browser);
  await enter(field(page, 'Nom'), 'Moi');
  await page.goto(link);
  await page.getByRole('dialog').getByRole('button', { name: 'Ignorer', exact: true }).click();
  await soon(() => rosterNames(page)).deepEqual(['Moi']);
  assert.equal(new URL(page.url()).hash, '');
});

// An update of the app reloads the page: a link's preview open then is
// offered again after it, and goes once answered.
test("a link's preview open during a reload (an update of the app) is offered again", async () => {
  const source = await openSheet(browser);
  await enter(field(source, 'Nom'), 'Ondine');
  const link = await shareLink(source);
  const page = await openSheet(browser);
  await enter(field(page, 'Nom'), 'Moi');
  await page.goto(link);
  await page.getByRole('dialog').getByText('Ondine').first().waitFor();
  await page.reload();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Ondine').first().waitFor();
  await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
  await soon(() => rosterNames(page)).deepEqual(['Moi', 'Ondine']);
  await soon(() => page.evaluate(() => location.hash)).equal('');
  await page.reload();
  await page.getByTestId('character-state').waitFor();
  await soon(() => page.getByRole('dialog').count()).equal(0);
  await soon(() => rosterNames(page)).deepEqual(['Moi', 'Ondine']);
  assert.deepEqual(page.errors, []);
  for (const p of [source, page]) await p.context().close();
});

test('bad links show an alert and change nothing', async () => {
  const source = await openSheet(browser);
  await enter(field(source, 'Nom'), 'Valide');
  const good = (await shareLink(source)).split('#')[1];
  const data = good.slice(3);
  const flip = (s, i) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
  const bad = [
    'p1.', 'p1.@@@', 'p1.a', 'p1.AA==', `p1.${data.slice(0, 10)}`, good.slice(0, good.length / 2),
    good.slice(0, -2), `${good}AAAA`, flip(good, 10), flip(good, good.length - 2), `p9.${data}`,
    'p99.AAAA', `p1.${'A'.repeat(70000)}`, 'p1.<script>alert(1)</script>', 'p1.%00%00',
    `p1.${data.split('').reverse().join('')}`, 'p1.eNoDAAAAAAE', 'p1.' + 'eNpLTEpOSU1Lz8jMys7JLygsKi4pBQA', 'p3.',
    `p1.${data}${data}`, 'p1.////',
  ];
  assert.ok(bad.length >= 20);
  const page = await openSheet(browser);
  await enter(field(page, 'Nom'), 'Mon perso');
  await enter(field(page, 'Force'), '15');
  for (const fragment of bad) {
    await page.goto(`${BASE_URL}#${fragment}`);
    const alert = page.getByRole('alert').filter({ hasText: 'lien de partage' });
    await alert.first().waitFor();
    await soon(() => page.getByRole('dialog').count()).equal(0, fragment.slice(0, 40));
    await soon(() => rosterNames(page)).deepEqual(['Mon perso'], fragment.slice(0, 40));
    await expectValue(page, 'health-max', 15);
    // Close the alerts so the next one is seen fresh.
    while (await page.getByRole('button', { name: 'Fermer', exact: true }).count()) {
      await page.getByRole('button', { name: 'Fermer', exact: true }).first().click();
    }
  }
  await page.reload();
  await page.getByTestId('character-state').waitFor();
  await soon(() => field(page, 'Nom').inputValue()).equal('Mon perso');
  assert.deepEqual(page.errors, []);
});

test('export and import a file, markup kept as text', async () => {
  const source = await openSheet(browser);
  await richCharacter(source);
  await tab(source, 'Fiche');
  const [download] = await Promise.all([source.waitForEvent('download'), button(source, 'Exporter').click()]);
  const path = await download.path();
  const content = await readFile(path, 'utf8');
  assert.match(content, /"format":"fiche-ombre"/);

  const page = await openSheet(browser);
  await importFile(page, path);
  // A file is previewed as a link is: nothing is added before Importer.
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Il sera ajouté à vos personnages ; aucun ne sera remplacé.').waitFor();
  await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
  // The untouched « Sans nom » the app started with made way for it.
  await soon(() => rosterNames(page)).deepEqual([INJECTIONS.Nom]);
  await soon(() => field(page, 'Nom').inputValue()).equal(INJECTIONS.Nom);
  await expectValue(page, 'insanity-total', 10);
  await expectInert(page);

  const broken = content.replace('"will":10', '"will":31');
  await importFile(page, {
    name: 'abime.json', mimeType: 'application/json', buffer: Buffer.from(broken),
  });
  const alert = page.getByRole('alert').filter({ hasText: 'Volonté' });
  await alert.waitFor();
  await soon(() => alert.textContent()).match(/personnage n° 1 › Volonté : le maximum est 30/);
  await soon(async () => (await rosterNames(page)).length).equal(1, 'nothing imported');

  // The same file twice: said, and nothing is added.
  await importFile(page, path);
  await dialog.getByText('Ce personnage est déjà là, à l\'identique : il ne sera pas ajouté une seconde fois.').waitFor();
  await soon(() => dialog.getByRole('button', { name: 'Importer', exact: true }).count()).equal(0);
  await dialog.getByRole('button', { name: 'Ignorer', exact: true }).click();
  await soon(async () => (await rosterNames(page)).length).equal(1, 'not added twice');

  // A larger file lists its characters, each with where it stands, and asks first.
  const file = JSON.parse(content);
  const one = file.characters[0];
  file.characters = Array.from({ length: 12 }, (_, i) => (i === 0 ? one : { ...one, sheet: { ...one.sheet, name: `Garde ${i}` } }));
  const large = { name: 'table.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) };
  await importFile(page, large);
  await dialog.getByRole('heading', { name: 'Importer ces 12 personnages ?' }).waitFor();
  await soon(() => dialog.textContent()).match(/déjà là, à l'identique/);
  await dialog.getByRole('button', { name: 'Ignorer', exact: true }).click();
  await soon(async () => (await rosterNames(page)).length).equal(1, 'nothing added without a yes');
  await importFile(page, large);
  await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
  await soon(async () => (await rosterNames(page)).length).equal(12, 'the eleven new ones, not the one already here');
});

// A file from a newer build of the same file version: what this build does
// not read stays in the character's record through edits here, and goes
// into the next export (records, files alike; a link has no room for it).
test("a newer build's fields in a file are kept in storage and in the next export", async () => {
  const source = await openSheet(browser);
  await enter(field(source, 'Nom'), 'Aline');
  const [download] = await Promise.all([source.waitForEvent('download'), button(source, 'Exporter').click()]);
  const newer = (await readFile(await download.path(), 'utf8'))
    .replace('"sheet":{', '"portrait":"p.png","sheet":{"chance":3,');
  await source.close();

  const page = await openSheet(browser);
  await importFile(page, { name: 'aline.json', mimeType: 'application/json', buffer: Buffer.from(newer) });
  await page.getByRole('dialog').getByRole('button', { name: 'Importer', exact: true }).click();
  await soon(() => field(page, 'Nom').inputValue()).equal('Aline');
  await enter(field(page, 'Nom'), 'Aline la Grise');
  await expectStored(page, 'Aline la Grise');
  const stored = () => page.evaluate(() => Object.keys(localStorage)
    .filter((k) => k.startsWith('fiche-ombre:perso:')).map((k) => localStorage.getItem(k)).join(''));
  await soon(stored).match(/"portrait":"p\.png"/);
  await soon(stored).match(/"chance":3/);

  const panel = page.getByRole('region', { name: 'Partager et sauvegarder' });
  const [again] = await Promise.all([
    page.waitForEvent('download'), panel.getByRole('button', { name: 'Tout exporter', exact: true }).click(),
  ]);
  const exported = await readFile(await again.path(), 'utf8');
  assert.match(exported, /"name":"Aline la Grise"/);
  assert.match(exported, /"portrait":"p\.png"/);
  assert.match(exported, /"chance":3/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// The share panel is a second module (src/partage.rs), fetched when Fiche
// opens: when it cannot be, the player is told, the sheet goes on working,
// and Réessayer fetches it again. It goes with the sheet and comes back
// with it, once.
test('the share module cannot be fetched: Fiche says so, and Réessayer loads it', async () => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'fr-FR', serviceWorkers: 'block' });
  let refuse = true;
  await refuseShareModule(context, () => refuse);
  const page = await openSheet(browser, { context });
  await page.getByRole('alert').filter({ hasText: 'Pas encore chargée : vérifiez la connexion' }).waitFor();
  // Jeu does not need it.
  await tab(page, 'Jeu');
  await field(page, 'Quantité de dégâts').fill('2');
  await button(page, 'Subir des dégâts').click();
  await expectValue(page, 'health-current', 8);
  await tab(page, 'Fiche');
  refuse = false;
  await button(page, 'Réessayer').click();
  await enter(field(page, 'Nom'), 'Sans réseau');
  const link = await shareLink(page);
  assert.ok(link.startsWith(BASE_URL + '#p3.'), link);
  await soon(() => page.getByRole('alert').filter({ hasText: 'Pas encore chargée : vérifiez la connexion' }).count()).equal(0);

  // Away to the table view and back: one share panel, following the sheet.
  await button(page, 'Vue de la table').click();
  await button(page, 'Vue de la fiche').click();
  await tab(page, 'Fiche');
  await enter(field(page, 'Nom'), 'Élise « la Grise »');
  const again = await shareLink(page);
  assert.notEqual(again, link);
  await soon(() => page.getByRole('heading', { name: 'Partager et sauvegarder' }).count()).equal(1);
  const [download] = await Promise.all([page.waitForEvent('download'), button(page, 'Exporter').click()]);
  assert.equal(download.suggestedFilename(), 'Élise-la-Grise.fiche-ombre.json', 'accented letters kept');
  // The link shown follows the sheet, without pressing Partager again.
  await enter(field(page, 'Nom'), 'Revenu deux fois');
  const shown = field(page, 'Lien de partage');
  assert.ok(await eventually(page, async () => (await shown.inputValue()) !== again), 'the link follows the sheet');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('storage full: unreadable data stays in place, and the alert says so rather than "mise de côté"', async () => {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('fiche-ombre:perso:cassé', '{"version":2,"revision":1,"character":{"sheet":');
    }
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (key.startsWith('fiche-ombre:')) throw new DOMException('plein', 'QuotaExceededError');
      return set.call(this, key, value);
    };
  });
  const page = await openSheet(browser, { context });
  const alert = page.getByRole('alert').filter({ hasText: 'illisibles' });
  await alert.waitFor();
  await soon(() => alert.textContent()).match(/restent en place/);
  await soon(() => alert.textContent()).doesNotMatch(/mises de côté sans/);
  await soon(() => page.evaluate(() => localStorage.getItem('fiche-ombre:perso:cassé'))).equal('{"version":2,"revision":1,"character":{"sheet":');
  await context.close();
});

test('corrupt saved data is set aside, reported and not overwritten', async () => {
  const page = await openSheet(browser);
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem('fiche-ombre:perso:cassé', '{"version":2,"revision":1,"character":{"sheet":');
  });
  await page.reload();
  await page.getByRole('alert').filter({ hasText: 'mises de côté' }).waitFor();
  await tab(page, 'Fiche');
  await enter(field(page, 'Nom'), 'Après');
  const kept = await soon(() => page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith('fiche-ombre:illisible:')).map((k) => localStorage.getItem(k))))
    .deepEqual(['{"version":2,"revision":1,"character":{"sheet":']);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    button(page, 'Télécharger les données illisibles').click(),
  ]);
  await soon(async () => await readFile(await download.path(), 'utf8')).equal(kept[0]);
});

test('a save from schema version 1 loads', async () => {
  const v1 = await readFile(new URL('../fixtures/storage-v1.json', import.meta.url), 'utf8');
  // What a version 1 app left, there before this app first runs.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR' });
  await context.addInitScript((saved) => {
    if (!localStorage.getItem('fiche-ombre:index')) localStorage.setItem('fiche-ombre:personnage', saved);
  }, v1);
  const page = await openSheet(browser, { context });
  await soon(() => field(page, 'Nom').inputValue()).equal('Ysolde la Grise');
  await soon(() => page.getByTestId('madness-active').getAttribute('data-code')).equal('panic');
  await soon(async () => (await journal(page)).length > 5).ok();
});

test('two tabs stay in step and neither loses an edit', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const one = await openSheet(browser, { context });
  await enter(field(one, 'Nom'), 'Commun');
  await expectStored(one, 'Commun');
  const two = await context.newPage();
  await two.goto(BASE_URL);
  await two.getByTestId('character-state').waitFor();
  await soon(() => field(two, 'Nom').inputValue()).equal('Commun');

  // An edit in one shows up in the other.
  await enter(field(one, 'Force'), '14');
  await expectValue(two, 'health-max', 14);

  // Both edit before either has saved: both edits survive, one as a copy.
  await enter(field(one, 'Agilité'), '15');
  await enter(field(two, 'Intelligence'), '16');
  for (const page of [one, two]) {
    await soon(async () => (await rosterNames(page)).length).equal(2);
  }
  const seen = [];
  for (const page of [one, two]) {
    for (const option of await page.getByLabel('Personnages', { exact: true }).locator('option').all()) {
      await page.getByLabel('Personnages', { exact: true }).selectOption(await option.getAttribute('value'));
      seen.push([await field(page, 'Agilité').inputValue(), await field(page, 'Intelligence').inputValue()]);
    }
  }
  assert.ok(seen.some(([a]) => a === '15'), JSON.stringify(seen));
  assert.ok(seen.some(([, i]) => i === '16'), JSON.stringify(seen));
  await context.close();
});

test('storage full or unavailable: an alert, and the sheet keeps working in memory', async () => {
  const full = await browser.newContext();
  await full.addInitScript(() => {
    Storage.prototype.setItem = () => { throw new DOMException('plein', 'QuotaExceededError'); };
  });
  const page = await openSheet(browser, { context: full });
  await enter(field(page, 'Nom'), 'En mémoire');
  await enter(field(page, 'Force'), '13');
  const unsaved = page.getByRole('alert').filter({ hasText: 'La mémoire de ce navigateur est pleine' });
  await unsaved.waitFor();
  await expectValue(page, 'health-max', 13);
  await soon(() => unsaved.count()).equal(1, 'one banner, for as long as it lasts');
  await soon(() => unsaved.textContent()).match(/en attente : En mémoire\)/);
  await full.close();

  const none = await browser.newContext();
  await none.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('interdit', 'SecurityError'); } });
  });
  const privatePage = await openSheet(browser, { context: none });
  await privatePage.getByRole('alert').filter({ hasText: 'navigation privée' }).waitFor();
  await enter(field(privatePage, 'Force'), '14');
  await expectValue(privatePage, 'health-max', 14);
  assert.deepEqual(privatePage.errors, []);
  await none.close();
});

test('typing applies and writes nothing until the field is left, then writes once; leaving the page saves at once', async () => {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    const set = Storage.prototype.setItem;
    window.__writes = 0;
    Storage.prototype.setItem = function (key, value) {
      if (key.startsWith('fiche-ombre:perso:')) window.__writes += 1;
      return set.call(this, key, value);
    };
  });
  const page = await openSheet(browser, { context });
  await page.waitForTimeout(600);
  const before = await page.evaluate(() => window.__writes);
  await field(page, 'Nom').pressSequentially('Ysolde la Grise', { delay: 20 });
  await page.waitForTimeout(700);
  await soon(async () => (await page.evaluate(() => window.__writes)) - before).equal(0, 'nothing applied half-typed');
  await field(page, 'Nom').press('Tab');
  await page.waitForTimeout(700);
  await soon(async () => (await page.evaluate(() => window.__writes)) - before).equal(1, 'one write once the field is left');

  // Typed but not yet committed when the page goes: applied and saved.
  await field(page, 'Héritage').fill('Humaine');
  const saved = await page.evaluate(() => {
    window.dispatchEvent(new Event('pagehide'));
    const key = Object.keys(localStorage).find((k) => k.startsWith('fiche-ombre:perso:'));
    return JSON.parse(localStorage.getItem(key)).character.sheet.ancestry;
  });
  assert.equal(saved, 'Humaine', 'saved as the page is left, before the batch delay');
  await context.close();
});
