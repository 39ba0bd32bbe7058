import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { TITLES } from '../titles.js';
import { SLOT_TITLES } from '../titles/slots.js';
import { bannerSvg } from './banner.js';
import { symbolSvg } from './symbols.js';
import { tileSvg } from './tile.js';

const parser = new XMLParser({ ignoreAttributes: false });

/** Parses an SVG document and answers its root's viewBox. */
function viewBox(svg: string): string {
  expect(XMLValidator.validate(svg)).toBe(true);
  return parser.parse(svg).svg['@_viewBox'];
}

/** Nothing is fetched: no images, no external links, no web fonts. */
const selfContained = (svg: string) => !/<image|href="(?!#)|@import|url\((?!#)/.test(svg);

describe('title art', () => {
  it('draws every tile as a 3:4 SVG, distinct per title and self-contained', () => {
    const tiles = TITLES.map(tileSvg);
    for (const tile of tiles) {
      expect(viewBox(tile)).toBe('0 0 300 400');
      expect(selfContained(tile)).toBe(true);
    }
    expect(new Set(tiles).size).toBe(TITLES.length);
  });

  it('draws every banner as a 16:9 SVG, distinct per title and self-contained', () => {
    const banners = TITLES.map(bannerSvg);
    for (const banner of banners) {
      expect(viewBox(banner)).toBe('0 0 1280 720');
      expect(selfContained(banner)).toBe(true);
    }
    expect(new Set(banners).size).toBe(TITLES.length);
  });

  it('draws every reel symbol of every slot as a square SVG, in the colours of its title', () => {
    const seen = new Set<string>();
    for (const title of SLOT_TITLES) {
      for (const symbol of title.symbols) {
        const svg = symbolSvg(title, symbol.id);
        expect(viewBox(svg)).toBe('0 0 120 120');
        expect(selfContained(svg)).toBe(true);
        seen.add(svg);
      }
    }
    expect(seen.size).toBe(SLOT_TITLES.reduce((sum, title) => sum + title.symbols.length, 0));
  });

  it('names wilds, scatters and the jackpot on their symbols', () => {
    const title = SLOT_TITLES.find((t) => t.id === 'gem-vault-jackpot')!;
    expect(symbolSvg(title, 'wild')).toContain('>WILD<');
    expect(symbolSvg(title, 'scatter')).toContain('>BONUS<');
    expect(symbolSvg(title, 'jackpot')).toContain('>JACKPOT<');
  });

  it('refuses a symbol the title does not have', () => {
    expect(() => symbolSvg(SLOT_TITLES[0]!, 'nope')).toThrow();
  });
});
