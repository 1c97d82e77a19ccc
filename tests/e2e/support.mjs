// Shared by the end-to-end tests: one Debian Chromium, a fresh page per test,
// pointed at the release build that test.sh serves (E2E_BASE_URL).
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { SHARE_MODULE_FILE } from '../../scripts/first-visit.mjs';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8181/';

export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

// Scripted dice at the browser's edge: the app's real roller asks
// crypto.getRandomValues for 4 bytes per die; while faces are queued, each
// such call returns face − 1, which the roller turns back into that face
// (for any die with at least that many sides). With an empty queue the real
// source answers, so nothing else is affected.
const SCRIPTED_DICE = () => {
  const real = crypto.getRandomValues.bind(crypto);
  window.__dice = [];
  window.__diceAsked = 0;
  crypto.getRandomValues = (array) => {
    if (array.length === 4 && window.__dice.length > 0) {
      window.__diceAsked += 1;
      new DataView(array.buffer, array.byteOffset, 4).setUint32(0, window.__dice.shift() - 1, true);
      return array;
    }
    return real(array);
  };
};

// Every Content Security Policy violation the page reports, kept in
// window.__csp for the tests to read.
const WATCH_CSP = () => {
  window.__csp = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    window.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`);
  });
};

// The CSP violations seen so far in `page`.
export async function cspViolations(page) {
  return page.evaluate(() => window.__csp);
}

// A new page in a fresh profile, with the app loaded and mounted.
// Fails the test on any page error (a panic in the wasm shows up here).
export async function openApp(browser, { width = 1280, height = 900, context, url = BASE_URL } = {}) {
  context ??= await browser.newContext({ viewport: { width, height }, locale: 'fr-FR' });
  await context.addInitScript(SCRIPTED_DICE);
  await context.addInitScript(WATCH_CSP);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  page.errors = errors;
  await page.goto(url);
  await page.getByTestId('character-state').waitFor();
  return page;
}

// Queues die faces for the next rolls.
export async function queueDice(page, faces) {
  await page.evaluate((f) => window.__dice.push(...f), faces);
}

// Asserts that every queued face was rolled.
export async function expectDiceUsed(page) {
  await soon(() => page.evaluate(() => window.__dice.length)).equal(0, 'scripted dice left unrolled');
}

export function button(page, name) {
  return page.getByRole('button', { name, exact: true });
}

export function field(page, name) {
  return page.getByLabel(name, { exact: true });
}

// The journal entries' data, newest first.
export async function journal(page) {
  return page.getByTestId('journal-entry').evaluateAll((entries) =>
    entries.map((e) => ({
      kind: e.dataset.kind,
      total: Number(e.dataset.total),
      success: e.dataset.success,
      die: e.dataset.die,
      undone: e.dataset.undone === 'true',
    })),
  );
}

// The active conditions' data.
export async function conditions(page) {
  return page.getByTestId('condition').evaluateAll((chips) =>
    chips.map((c) => ({ code: c.dataset.code, rounds: c.dataset.rounds, source: c.dataset.source })),
  );
}

export async function readValue(page, testId) {
  const raw = await page.getByTestId(testId).getAttribute('data-value');
  return Number.parseInt(raw, 10);
}

// Waits until the read-out `testId` holds `expected`, then asserts it.
export async function expectValue(page, testId, expected, message = testId) {
  await soon(() => readValue(page, testId)).equal(expected, message);
}

// Types `text` into a field and presses Enter: fields apply what was typed
// when it is committed (Enter or leaving the field), never half-typed.
export async function enter(locator, text) {
  await locator.fill(text);
  await locator.press('Enter');
}

// Opens one part of the page (`Jeu`, `Fiche`, `Journal`, `Folies`) by its tab.
export async function tab(page, name) {
  await page.getByRole('tab', { name, exact: true }).click();
}

// The accessible names of the controls a player can see, each once per name
// except the buttons of list items (a condition's or a weapon's `Retirer`)
// and those inside `scoped` (a selector: each table card's own controls).
export async function visibleControlNames(page, scoped = null) {
  return page.evaluate((scoped) => {
    const seen = [];
    for (const e of document.querySelectorAll('button, input, select, textarea, summary, a[href]')) {
      const r = e.getBoundingClientRect();
      const style = getComputedStyle(e);
      if (r.width === 0 || r.height === 0 || style.visibility === 'hidden') continue;
      if (e.closest('[data-testid=condition], [data-testid=weapon], [data-testid=talent], [data-testid=spell], [data-testid=defense-item]')) continue;
      if (e.closest('.sr-only, .skip-link')) continue;
      if (scoped && e.closest(scoped)) continue;
      const label = e.id ? document.querySelector(`label[for="${e.id}"]`) : null;
      const name = e.getAttribute('aria-label') || label?.textContent || e.textContent;
      seen.push(name.trim() || e.outerHTML.slice(0, 80));
    }
    return seen;
  }, scoped);
}

// What the app does after an event may come a task or a frame later on a
// busy machine, so the tests never read it once: `holds(check)` runs the
// assertions of `check` again (every 50 ms, up to 10 s) until they pass, and
// fails with the last failure. `check` must only read.
export async function holds(check, { within = 10000 } = {}) {
  const deadline = Date.now() + within;
  for (;;) {
    try {
      return await check();
    } catch (failure) {
      if (!(failure instanceof assert.AssertionError) || Date.now() > deadline) throw failure;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// One value read until it passes: `await soon(read).equal(expected)` is
// `holds` around node's `assert.equal(await read(), expected)`; every method
// of node's assert works the same way (`deepEqual`, `match`, `ok`…).
export function soon(read) {
  return new Proxy({}, {
    get: (_, method) => (...args) => holds(async () => {
      const value = await read();
      assert[method](value, ...args);
      return value;
    }),
  });
}

// Waits (up to 10 s, for a slow machine) until `check` holds, and returns
// whether it did: saves are batched, so the tests wait for them, not a delay.
export async function eventually(page, check) {
  const deadline = Date.now() + 10000;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await page.waitForTimeout(50);
  }
  return check();
}

// Counts what a player does, as a finger would: `tap(locator)` taps the
// control where the screen shows it, and fails when it is out of sight or
// under something else (Playwright's click would scroll to it first);
// `taps` counts them (a test adds the fields it fills), `scrolled()` sums the
// pixels the page scrolled since the count started, at its top.
export async function countTaps(page) {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    window.__scrolled = 0;
    let last = window.scrollY;
    window.__scrolls = [];
    window.addEventListener('scroll', () => {
      window.__scrolled += Math.abs(window.scrollY - last);
      last = window.scrollY;
      window.__scrolls.push(`${Math.round(performance.now())}:${window.scrollY}:${document.activeElement?.outerHTML.slice(0, 80)}`);
    });
  });
  const counter = {
    taps: 0,
    tap: async (locator) => {
      counter.taps += 1;
      const box = await locator.boundingBox();
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      const reachable = await locator.evaluate((e, [px, py]) => document.elementFromPoint(px, py)?.closest('button, input') === e, [x, y]);
      assert.ok(reachable, `tap ${counter.taps}: ${await locator.textContent()} is not in sight at y ${Math.round(box.y)}`);
      await page.mouse.click(x, y);
    },
    scrolled: () => page.evaluate(() => window.__scrolled),
  };
  return counter;
}

// The names of the characters stored in `page`'s localStorage, sorted.
export function storedNames(page) {
  return page.evaluate(() => Object.keys(localStorage)
    .filter((k) => k.startsWith('fiche-ombre:perso:'))
    .map((k) => JSON.parse(localStorage.getItem(k)).character.sheet.name)
    .sort());
}

// Waits until a character named `name` is stored: saves are batched, and a
// second tab or a test reading localStorage needs it there first.
export async function expectStored(page, name) {
  await soon(async () => (await storedNames(page)).includes(name)).equal(true, `${name} is stored`);
}

// The open character's share link, through Fiche and Partager (with its
// journal when asked). The browser compresses the link: Partager says what
// it did once the link is made, and the link is read then.
export async function shareLink(page, withJournal = false) {
  await tab(page, 'Fiche');
  if (withJournal) await page.getByLabel('Inclure le journal', { exact: true }).check();
  await button(page, 'Partager').click();
  await page.locator('.shared').filter({ hasText: /\S/ }).waitFor();
  return page.getByLabel('Lien de partage', { exact: true }).inputValue();
}

// The names in the roster's select, in order.
export async function rosterNames(page) {
  return page.getByLabel('Personnages', { exact: true }).locator('option').allTextContents();
}

// Refuses the share module's wasm (src/partage.rs) to `context`'s pages for
// as long as `refusing()` says so, as a network that drops it would.
export async function refuseShareModule(context, refusing = () => true) {
  const isShareModule = (url) => url.pathname.endsWith('_bg.wasm') && SHARE_MODULE_FILE.test(url.pathname.split('/').pop());
  await context.route(isShareModule, (route) => (refusing() ? route.abort() : route.continue()));
}

// A creature of the GM's fight, added from the form (one of it).
export async function addCreature(page, name) {
  await button(page, 'Ajouter une créature').click();
  const form = page.locator('form.creature-form');
  await form.getByLabel('Nom', { exact: true }).fill(name);
  await form.getByLabel('Défense', { exact: true }).fill('13');
  await form.getByLabel('Santé', { exact: true }).fill('5');
  await form.getByLabel('Nombre', { exact: true }).fill('1');
  await button(page, 'Ajouter au combat').click();
}

// An Ogre added from the GM's creature form: Santé 30, Terrifiant (not
// Effrayant), one Massue of 2d6; its Défense when given, else what the
// form holds.
export async function addOgre(page, { defense } = {}) {
  const form = page.locator('form.creature-form');
  await button(page, 'Ajouter une créature').click();
  await form.getByLabel('Nom', { exact: true }).fill('Ogre');
  if (defense !== undefined) await form.getByLabel('Défense', { exact: true }).fill(String(defense));
  await form.getByLabel('Santé', { exact: true }).fill('30');
  await form.getByLabel('Effrayant', { exact: true }).uncheck();
  await form.getByLabel('Terrifiant', { exact: true }).check();
  await button(page, "Ajouter une option d'attaque").click();
  await form.getByLabel("Nom de l'attaque", { exact: true }).fill('Massue');
  await form.getByLabel("Dégâts de l'attaque", { exact: true }).fill('2d6');
  await form.getByLabel('Nombre', { exact: true }).fill('1');
  await button(page, 'Ajouter au combat').click();
}
