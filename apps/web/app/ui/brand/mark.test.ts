import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { markDataUrl } from './mark';

describe('markDataUrl', () => {
  it('is the picture of /favicon.svg, so the tab icon written into the page matches the installed one', () => {
    const favicon = readFileSync(new URL('../../../public/favicon.svg', import.meta.url), 'utf8').trim();
    const url = markDataUrl();
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(favicon.replaceAll('"', "'"));
  });
});
