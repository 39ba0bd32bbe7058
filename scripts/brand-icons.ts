// Renders the brand mark (apps/web/app/ui/brand/mark.ts) into the favicon and app icon files
// under apps/web/public/brand, with Debian's Chromium: npm run brand:icons. The PNGs are
// committed; run it again after changing the mark.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { markSvg, maskableSvg } from '../apps/web/app/ui/brand/mark';

const publicDir = path.resolve(import.meta.dirname, '../apps/web/public');
writeFileSync(path.join(publicDir, 'favicon.svg'), `${markSvg()}\n`);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage();
const render = async (svg: string, size: number, file: string) => {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
  );
  await page.screenshot({ path: path.join(publicDir, 'brand', file), omitBackground: true });
};
await render(markSvg(), 32, 'favicon-32.png');
await render(maskableSvg(), 180, 'apple-touch-icon.png');
await render(markSvg(), 192, 'icon-192.png');
await render(markSvg(), 512, 'icon-512.png');
await render(maskableSvg(), 512, 'icon-maskable-512.png');
await browser.close();
