// Cuts the Inter files the pages preload (see apps/web/app/ui/fonts/inter-core.ts) from
// fontsource's latin file (48 KB) at the weights the design uses (400–900): the core file every
// page preloads (16 KB) and the Latin-1 letters of western Europe's languages (10 KB). The rest
// of fontsource's latin range stays in its file, fetched only by a page that draws it (issue 14).
// Run after upgrading @fontsource-variable/inter: npm run fonts:inter-core. The files are committed.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import {
  INTER_CORE_FEATURES,
  INTER_CORE_TEXT,
  INTER_CORE_WEIGHTS,
  INTER_LATIN1_TEXT,
} from '../apps/web/app/ui/fonts/inter-core';

const require = createRequire(import.meta.url);
const latin = readFileSync(require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));
for (const [name, text] of [
  ['inter-core.woff2', INTER_CORE_TEXT],
  ['inter-latin1.woff2', INTER_LATIN1_TEXT],
] as const) {
  const cut = await subsetFont(latin, text, {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: INTER_CORE_WEIGHTS[0], max: INTER_CORE_WEIGHTS[1] } },
    keepFeatures: [...INTER_CORE_FEATURES],
  });
  const target = path.resolve(import.meta.dirname, '../apps/web/app/ui/fonts', name);
  writeFileSync(target, cut);
  console.log(`${path.relative(process.cwd(), target)}: ${latin.length} → ${cut.length} bytes`);
}
