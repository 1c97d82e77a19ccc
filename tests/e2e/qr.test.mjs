// QR hand-off: the share panel's QR code and a table card's, read from the
// screen by a QR reader (jsQR, not the encoder), give the character's link;
// a phone opening that address gets the link's preview.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { soon, launch, openApp, button, field, enter, tab, shareLink } from './support.mjs';

const SHOTS = process.env.SCREENSHOT_DIR;

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

// What a camera would read off the QR code on screen.
async function readQr(image) {
  const png = PNG.sync.read(await image.screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  assert.ok(code, 'the QR code on screen can be read');
  return code.data;
}

// A second phone opens the address its camera read: the link's preview.
async function openOnAnotherPhone(address, name) {
  const phone = await openApp(browser, { width: 360, height: 740, url: address });
  const dialog = phone.getByRole('dialog');
  await dialog.getByText(name, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
  await tab(phone, 'Fiche');
  await soon(() => field(phone, 'Nom').inputValue()).equal(name);
  assert.deepEqual(phone.errors, []);
  await phone.context().close();
}

test('the share panel shows the link as a QR code another phone opens', async () => {
  const page = await openApp(browser, { width: 360, height: 740 });
  await tab(page, 'Fiche');
  await enter(field(page, 'Nom'), 'Aline');
  const link = await shareLink(page);
  const image = page.getByRole('img', { name: 'QR code du lien de partage', exact: true });
  await image.scrollIntoViewIfNeeded();
  await soon(async () => (await image.boundingBox()).width >= 250).equal(true, 'the QR code is big enough to aim at on a phone');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/share-qr-360.png` });
  const read = await readQr(image);
  assert.equal(read, link);
  await openOnAnotherPhone(read, 'Aline');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("a table card shows its character's QR code", async () => {
  const gm = await openApp(browser, { width: 1280, height: 800 });
  await tab(gm, 'Fiche');
  await enter(field(gm, 'Nom'), 'Bastien');
  await button(gm, 'Vue de la table').click();
  const toggle = button(gm, 'QR code de Bastien');
  await soon(() => toggle.getAttribute('aria-expanded')).equal('false');
  await toggle.click();
  await soon(() => toggle.getAttribute('aria-expanded')).equal('true');
  const image = gm.getByRole('img', { name: 'QR code de Bastien', exact: true });
  await image.waitFor();
  if (SHOTS) await gm.screenshot({ path: `${SHOTS}/table-qr-1280.png` });
  await openOnAnotherPhone(await readQr(image), 'Bastien');
  await toggle.click();
  await image.waitFor({ state: 'detached' });
  assert.deepEqual(gm.errors, []);
  await gm.context().close();
});
