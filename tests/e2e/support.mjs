// Shared by the end-to-end tests: one Debian Chromium, a fresh page per test,
import assert from 'node:assert/strict';
// pointed at the release build that test.sh serves (E2E_BASE_URL).
import { chromium } from 'playwright-core';

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

// A new page in a fresh profile, with the app loaded and mounted.
// Fails the test on any page error (a panic in the wasm shows up here).
export async function openApp(browser, { width = 1280, height = 900 } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, locale: 'fr-FR' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  page.errors = errors;
  await page.goto(BASE_URL);
  await page.getByRole('heading', { name: "Fiche d'Ombre" }).waitFor();
  return page;
}

export async function readValue(page, testId) {
  const raw = await page.getByTestId(testId).getAttribute('data-value');
  return Number.parseInt(raw, 10);
}

// Waits (up to 5 s) until the read-out `testId` holds `expected`, then
// asserts it, so that the test neither races the render nor hangs.
export async function expectValue(page, testId, expected, message = testId) {
  const deadline = Date.now() + 5000;
  let actual;
  do {
    actual = await readValue(page, testId);
    if (actual === expected) return;
    await page.waitForTimeout(20);
  } while (Date.now() < deadline);
  assert.equal(actual, expected, message);
}
