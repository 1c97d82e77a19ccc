// The live table (shared/LIVE.md): a GM on a laptop and two players on
// phones share their characters through the relay `scripts/relay.sh`
// starts. Joining by link, a player's hit on the GM's card, the GM's on the
// player's phone with « (par le MJ) », the relay killed and restarted empty
// while the GM and a player both act offline, Annuler, a wrong secret
// refused in French.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { launch, openApp, button, field, enter, tab, soon, expectValue, expectStored, storedNames, queueDice, expectDiceUsed, addOgre } from './support.mjs';

const ROOT = new URL('../../', import.meta.url).pathname;
const SHOTS = process.env.SCREENSHOT_DIR;
const PORT = 8795;
const RELAY = `ws://127.0.0.1:${PORT}`;
let browser;
let relay;

async function startRelay() {
  relay = spawn('bash', [`${ROOT}scripts/relay.sh`, String(PORT)], { stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  await new Promise((resolve, reject) => {
    relay.stdout.on('data', (d) => String(d).includes('listening on') && resolve());
    relay.on('exit', (code) => reject(new Error(`relay.sh stopped: ${code}`)));
  });
}

async function killRelay() {
  const stopped = new Promise((resolve) => relay.on('exit', resolve));
  process.kill(-relay.pid, 'SIGKILL');
  await stopped;
}

before(async () => {
  browser = await launch();
  await startRelay();
});
after(async () => {
  await browser?.close();
  if (relay.exitCode === null) await killRelay();
});

const card = (page, name) => page.locator(`[data-testid=table-character][data-name="${name}"]`);
const status = (page) => page.getByTestId('live-status');
// The id under which a device keeps the character called `name`.
const idOf = (page, name) => page.evaluate((n) => Object.keys(localStorage)
  .filter((k) => k.startsWith('fiche-ombre:perso:'))
  .find((k) => JSON.parse(localStorage.getItem(k)).character.sheet.name === n), name);

test('a GM and a player share one character: each action once, on both screens', async () => {
  const gm = await openApp(browser, { width: 1280, height: 800 });
  await button(gm, 'Vue de la table').click();
  await field(gm, 'Adresse du relais').fill(RELAY);
  await button(gm, 'Table en direct').click();
  await soon(() => status(gm).getAttribute('data-value')).equal('connected');
  const link = await field(gm, 'Lien de la table').inputValue();
  assert.match(link, /#direct=ws:\/\/127\.0\.0\.1:8795~[0-9a-f]{32}~[\w-]{22,}$/);
  assert.ok(await gm.getByRole('img', { name: 'QR code de la table' }).isVisible());

  // The player, on a phone: Aline, then the table's link.
  const player = await openApp(browser, { width: 360, height: 740 });
  await tab(player, 'Fiche');
  await enter(field(player, 'Nom'), 'Aline');
  await tab(player, 'Jeu');
  await player.goto(link);
  const dialog = player.getByRole('dialog');
  await dialog.getByLabel('Personnage', { exact: true }).selectOption({ label: 'Aline' });
  await dialog.getByRole('button', { name: 'Rejoindre la table', exact: true }).click();
  await soon(() => status(player).getAttribute('data-value')).equal('connected');
  // Aline is on the GM's table, the same character.
  await card(gm, 'Aline').waitFor();

  // The player's hit shows on the GM's card.
  await field(player, 'Quantité de dégâts').fill('3');
  await button(player, 'Subir des dégâts').click();
  await expectValue(player, 'health-current', 7);
  await soon(() => card(gm, 'Aline').getByTestId('health-current').getAttribute('data-value')).equal('7');

  // The GM's hit shows on the phone, in its journal « (par le MJ) ».
  await card(gm, 'Aline').getByLabel('Quantité de dégâts', { exact: true }).fill('2');
  await card(gm, 'Aline').getByRole('button', { name: 'Subir des dégâts', exact: true }).click();
  await expectValue(player, 'health-current', 5);
  await tab(player, 'Journal');
  await soon(async () => (await player.getByTestId('journal-note').allTextContents()).some((t) => t.includes('(par le MJ)'))).equal(true);
  // Each line of the table says which device made it: the GM's hit, the player's own.
  const hit = (by) => player.locator(`[data-testid=journal-entry][data-kind=damage-taken][data-by=${by}]`);
  await soon(() => hit('gm').count()).equal(1);
  assert.equal(await hit('player').count(), 1);
  await tab(player, 'Jeu');
  if (SHOTS) {
    await gm.locator('.live-table').scrollIntoViewIfNeeded();
    await gm.screenshot({ path: `${SHOTS}/live-gm-1280.png` });
    await player.locator('.live-bar').scrollIntoViewIfNeeded();
    await player.screenshot({ path: `${SHOTS}/live-phone-360.png` });
  }

  // A second player joins with Bastien: three devices at one table.
  const second = await openApp(browser, { width: 360, height: 740 });
  await tab(second, 'Fiche');
  await enter(field(second, 'Nom'), 'Bastien');
  await tab(second, 'Jeu');
  await second.goto(link);
  await second.getByRole('dialog').getByRole('button', { name: 'Rejoindre la table', exact: true }).click();
  await card(gm, 'Bastien').waitFor();
  await soon(() => status(second).getAttribute('data-value')).equal('connected');
  // Bastien's phone holds Bastien alone, not Aline; the GM's, both.
  await expectStored(second, 'Bastien');
  assert.deepEqual(await storedNames(second), ['Bastien']);
  await expectStored(gm, 'Aline');
  await expectStored(gm, 'Bastien');

  // Aline's player on a device with no character yet: her name typed (any
  // case) gets the GM's copy, the same character, not a new one.
  const fresh = await openApp(browser, { width: 360, height: 740 });
  await fresh.goto(link);
  const join = fresh.getByRole('dialog');
  assert.equal(await join.getByLabel('Personnage', { exact: true }).inputValue(), '', 'Nouveau personnage');
  await join.getByLabel('Nom de votre personnage').fill(' aline ');
  await join.getByRole('button', { name: 'Rejoindre la table', exact: true }).click();
  await soon(() => status(fresh).getAttribute('data-value')).equal('connected');
  await expectValue(fresh, 'health-current', 5);
  assert.ok((await storedNames(fresh)).includes('Aline'));
  assert.equal(await card(gm, 'Aline').count(), 1);
  assert.deepEqual(fresh.errors, []);
  await fresh.context().close();

  // A character the GM makes after the table started joins it too: Chloé's
  // player, on another new phone, gets the GM's copy by her name.
  await button(gm, 'Vue de la fiche').click();
  await tab(gm, 'Fiche');
  await button(gm, 'Nouveau personnage').click();
  await enter(field(gm, 'Nom'), 'Chloé');
  await tab(gm, 'Jeu');
  await button(gm, 'Vue de la table').click();
  await card(gm, 'Chloé').waitFor();
  const chloe = await openApp(browser, { width: 360, height: 740 });
  await chloe.goto(link);
  await chloe.getByRole('dialog').getByLabel('Nom de votre personnage').fill('Chloé');
  await chloe.getByRole('dialog').getByRole('button', { name: 'Rejoindre la table', exact: true }).click();
  await soon(() => status(chloe).getAttribute('data-value')).equal('connected');
  await soon(async () => (await storedNames(chloe)).includes('Chloé')).equal(true);
  // The same character: the phone keeps it under the GM's id.
  assert.equal(await idOf(chloe, 'Chloé'), await idOf(gm, 'Chloé'));
  assert.equal(await card(gm, 'Chloé').count(), 1);
  assert.deepEqual(chloe.errors, []);
  await chloe.context().close();

  // The GM's fight is the table's: an Ogre (Terrifiant, Défense 12) the GM
  // adds shows on Aline's phone, and her attack on it takes its désavantage.
  await addOgre(gm, { defense: 12 });
  const ogre = player.locator('[data-testid=live-foe][data-name=Ogre]');
  await ogre.waitFor();
  assert.equal(await ogre.getAttribute('data-defense'), '12');
  assert.match(await ogre.textContent(), /Terrifiant : 1 désavantage/);
  await tab(player, 'Fiche');
  await button(player, 'Ajouter une arme').click();
  await enter(player.locator('#fiche').getByTestId('weapon').getByLabel("Nom de l'arme", { exact: true }), 'Hache');
  await tab(player, 'Jeu');
  await button(player, 'Viser Ogre').click();
  await queueDice(player, [15, 4]);
  await button(player, 'Attaquer avec Hache').click();
  await expectDiceUsed(player);
  await soon(() => player.getByTestId('live-foe-result').textContent()).match(/1 désavantage : créature terrifiante\), total 11 contre 12 : raté/);
  if (SHOTS) {
    await player.locator('.live-foes').scrollIntoViewIfNeeded();
    await player.screenshot({ path: `${SHOTS}/live-foes-360.png` });
  }
  await tab(player, 'Journal');
  const attackRoll = player.locator('[data-testid=journal-entry][data-kind=roll]').first();
  assert.equal(await attackRoll.getAttribute('data-boon'), '-4', "the Ogre's désavantage, kept");
  await tab(player, 'Jeu');

  // The relay dies. Offline, the player and the GM both hit Aline at the
  // same moment; the relay comes back empty and gets everything from the
  // devices: both hits count, once, on every screen.
  await killRelay();
  await soon(() => status(player).getAttribute('data-value')).equal('offline');
  await soon(() => status(gm).getAttribute('data-value')).equal('offline');
  await field(player, 'Quantité de dégâts').fill('1');
  await button(player, 'Subir des dégâts').click();
  await card(gm, 'Aline').getByLabel('Quantité de dégâts', { exact: true }).fill('1');
  await card(gm, 'Aline').getByRole('button', { name: 'Subir des dégâts', exact: true }).click();
  await soon(() => status(player).getAttribute('data-pending')).equal('1');
  // The GM's screen says it too, above its header.
  await soon(() => gm.locator('.live-strip').textContent()).equal('Hors ligne : 1 en attente');
  assert.equal((await gm.locator('.live-strip').boundingBox()).y, 0);
  assert.match(await status(player).textContent(), /Hors ligne : 1 action en attente/);
  // A reload meanwhile loses nothing: the hit waits in the phone's storage.
  await player.reload();
  await soon(() => status(player).getAttribute('data-value')).equal('offline');
  await expectValue(player, 'health-current', 4);
  assert.match(await status(player).textContent(), /Hors ligne : 1 action en attente/);
  // Whatever was scrolled, the strip above the header says so, and the
  // header stays under it, not behind it.
  await player.evaluate(() => window.scrollTo(0, 400));
  const strip = player.locator('.live-strip');
  assert.equal(await strip.textContent(), 'Hors ligne : 1 en attente');
  const stripBox = await strip.boundingBox();
  assert.equal(stripBox.y, 0);
  assert.ok((await player.locator('.app-header').boundingBox()).y >= stripBox.height - 0.5, 'the header below the strip');
  if (SHOTS) await player.screenshot({ path: `${SHOTS}/live-offline-360.png` });
  await startRelay();
  await soon(() => status(player).getAttribute('data-value')).equal('connected');
  await soon(() => status(gm).getAttribute('data-value')).equal('connected');
  await soon(() => card(gm, 'Aline').getByTestId('health-current').getAttribute('data-value')).equal('3');
  await expectValue(player, 'health-current', 3);
  await soon(() => status(player).getAttribute('data-pending')).equal('0');

  // Annuler on the phone takes back the player's own last hit, on both
  // screens; the GM's hit stays.
  await button(player, 'Annuler').click();
  await expectValue(player, 'health-current', 4);
  await soon(() => card(gm, 'Aline').getByTestId('health-current').getAttribute('data-value')).equal('4');
  // The table's Annuler takes back the GM's own last hit, on both screens.
  await gm.getByRole('region', { name: 'Le temps pour toute la table' }).getByRole('button', { name: 'Annuler', exact: true }).click();
  await soon(() => card(gm, 'Aline').getByTestId('health-current').getAttribute('data-value')).equal('5');
  await expectValue(player, 'health-current', 5);

  // A reload (an update of the app) finds the table again, on its own.
  await player.reload();
  await soon(() => status(player).getAttribute('data-value')).equal('connected');
  await expectValue(player, 'health-current', 5);
  await card(gm, 'Aline').getByLabel('Quantité de dégâts', { exact: true }).fill('1');
  await card(gm, 'Aline').getByRole('button', { name: 'Subir des dégâts', exact: true }).click();
  await expectValue(player, 'health-current', 4);
  await field(player, 'Quantité de dégâts').fill('1');
  await button(player, 'Soigner').click();
  await soon(() => card(gm, 'Aline').getByTestId('health-current').getAttribute('data-value')).equal('5');

  // Leaving keeps the character as it is, a plain one again: its Annuler
  // takes back its own heal, here, as before the table.
  await button(player, 'Quitter la table').click();
  await player.getByText('Vous avez quitté la table').waitFor();
  assert.equal(await status(player).count(), 0);
  await expectValue(player, 'health-current', 5);
  await button(player, 'Annuler').click();
  await expectValue(player, 'health-current', 4);
  assert.ok(await button(player, 'Annuler').isDisabled());
  // Nothing of the table is kept here any more.
  assert.deepEqual(await player.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('fiche-ombre:direct'))), []);

  // A link with another secret opens nothing, and says so.
  const stranger = await openApp(browser, { width: 360, height: 740 });
  await stranger.goto(link.replace(/~[\w-]+$/, '~un-autre-secret-que-celui-la'));
  await stranger.getByRole('dialog').getByRole('button', { name: 'Rejoindre la table', exact: true }).click();
  await stranger.getByText("Ce lien n'ouvre pas la table").waitFor();
  await soon(() => status(stranger).getAttribute('data-value')).equal('offline');

  for (const page of [gm, player, second, stranger]) assert.deepEqual(page.errors, []);
});
