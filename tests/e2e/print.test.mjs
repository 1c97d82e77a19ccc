// Print: the whole character as a paper sheet on A4, whatever tab is open:
// no control, no word broken across lines, the madness table on a page of
// its own, the character itself on one page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { soon, launch, openApp, button, field, enter, tab } from './support.mjs';

const SHOTS = process.env.SCREENSHOT_DIR;

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

// A typical character: a preset, a weapon, a talent, a spell, some Folie.
async function typicalCharacter(page) {
  await tab(page, 'Fiche');
  await enter(field(page, 'Nom'), 'Brunhilde Marteau-d\'Or');
  await page.getByLabel('Héritage de départ', { exact: true }).selectOption({ label: 'Nain' });
  await soon(() => field(page, 'Héritage').inputValue()).equal('Nain');
  for (const [add, label, name] of [
    ['Ajouter une arme', "Nom de l'arme", 'Hache de bataille'],
    ['Ajouter un talent', 'Nom du talent', 'Robustesse'],
    ['Ajouter un sort', 'Nom du sort', 'Flèche de feu'],
  ]) {
    await button(page, add).click();
    await enter(page.getByLabel(label, { exact: true }).last(), name);
  }
  await tab(page, 'Jeu');
  await field(page, 'Quantité de Folie').fill('3');
  await button(page, 'Gagner de la Folie').click();
}

// What printing shows, read from the page laid out for paper.
function printedPage() {
  const visible = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
  const controls = [...document.querySelectorAll('button, summary, [type=checkbox], [type=file]')].filter(visible);
  // A word split over two lines has two boxes (a break at its hyphen is a
  // break between words).
  const broken = [];
  for (const element of document.querySelectorAll('label, h1, h2, h3, th, td, .readout-label, .summary')) {
    if (!visible(element)) continue;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of node.data.matchAll(/[^\s-]+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
  }
  const shown = (selector) => [...document.querySelectorAll(selector)].some(visible);
  return {
    controls: controls.map((c) => c.textContent.trim() || c.outerHTML.slice(0, 60)),
    broken,
    sheet: shown('#fiche [data-testid=weapon]') && shown('#fiche input'),
    play: shown('#jeu [data-testid=insanity-total]'),
    table: shown('[data-testid=madness-table]'),
    journal: shown('#journal'),
    tableOnItsPage: getComputedStyle(document.querySelector('#folies')).breakBefore,
    // Boxes to write in with a pencil, and each weapon's attack roll.
    writeIn: ['#jeu .health', '#jeu .insanity', '#fiche [data-testid=spell] .summary']
      .map((selector) => getComputedStyle(document.querySelector(selector), '::after').content),
    attack: [...document.querySelectorAll('#fiche [data-testid=attack-modifier]')].filter(visible).map((e) => e.closest('p').textContent),
    // A section's fold marker (▾) belongs to the screen.
    markers: [...document.querySelectorAll('summary')].filter((s) => !['none', 'normal'].includes(getComputedStyle(s, '::before').content)).length,
  };
}

for (const [width, height, from] of [[360, 740, 'Jeu'], [1280, 800, 'Fiche']]) {
  test(`printing from ${from} at ${width} px gives the whole character on A4`, async () => {
    const page = await openApp(browser, { width, height });
    await typicalCharacter(page);
    await tab(page, from);
    // What the browser does when the player prints.
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await page.locator('#folies [data-testid=madness-table]').waitFor({ state: 'attached' });
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: 794, height: 1123 }); // A4 at 96 dpi
    const printed = await page.evaluate(printedPage);
    assert.deepEqual(printed.controls, [], 'no control is printed');
    assert.deepEqual(printed.broken, [], 'no word is broken across lines');
    assert.ok(printed.sheet && printed.play && printed.table, `every part is printed: ${JSON.stringify(printed)}`);
    assert.equal(printed.journal, false, 'the journal is not printed');
    assert.equal(printed.tableOnItsPage, 'page');
    assert.equal(printed.markers, 0, 'no fold marker is printed');
    assert.deepEqual(printed.writeIn, ['"Dégâts subis"', '"Folie gagnée"', '"Lancés :"']);
    assert.deepEqual(printed.attack, ["Modificateur d'attaque 0"]);
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
    // The character on one page (Fiche's panels packed in columns), then
    // the madness table on its own.
    assert.equal(pages, 2, `${pages} pages`);
    if (SHOTS && width === 1280) {
      const { writeFile } = await import('node:fs/promises');
      await writeFile(`${SHOTS}/print.pdf`, pdf);
    }
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}
