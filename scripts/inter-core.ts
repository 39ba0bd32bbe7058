// Cuts the Inter file every page preloads down to what the pages of western Europe draw (see
// inter-core.ts), at the weights the design uses (400–900). The fontsource latin file is 48 KB,
// the largest request before a phone's first paint; this one is 30 KB (issue 14). The rest of
// fontsource's latin range stays in its file, fetched only by a page that draws it.
// Run after upgrading @fontsource-variable/inter: npm run fonts:inter-core. The file is committed.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import { INTER_CORE_TEXT, INTER_CORE_WEIGHTS } from '../apps/web/app/ui/fonts/inter-core';

const require = createRequire(import.meta.url);
const latin = readFileSync(require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));
const core = await subsetFont(latin, INTER_CORE_TEXT, {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: INTER_CORE_WEIGHTS[0], max: INTER_CORE_WEIGHTS[1] } },
});
const target = path.resolve(import.meta.dirname, '../apps/web/app/ui/fonts/inter-core.woff2');
writeFileSync(target, core);
console.log(`${path.relative(process.cwd(), target)}: ${latin.length} → ${core.length} bytes`);
