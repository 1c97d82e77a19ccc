// Renders public/icons/icon.svg to the PNG icons the manifest lists, with
// Debian's Chromium. Run once after changing the SVG, shrink the PNGs with
// `pngquant --quality=60-90 --strip` (Debian package pngquant), commit them:
//   node scripts/icons.mjs   (from the repository, after tests/e2e's npm ci)
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../tests/e2e/package.json', import.meta.url));
const { chromium } = require('playwright-core');
const dir = new URL('../public/icons/', import.meta.url);
const svg = await readFile(new URL('icon.svg', dir), 'utf8');

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const size of [192, 512]) {
  for (const maskable of [false, true]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    // A maskable icon keeps its drawing in the central 80 % safe zone.
    const inner = maskable ? Math.round(size * 0.8) : size;
    await page.setContent(`<body style="margin:0;background:#16130f;display:grid;place-items:center;height:100vh">
      <div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body>`);
    const name = `icon-${maskable ? 'maskable-' : ''}${size}.png`;
    await page.screenshot({ path: new URL(name, dir).pathname, omitBackground: false });
    await page.close();
  }
}
await browser.close();
