import { describe, expect, it } from 'vitest';
import { isRasterWidth, rasterSources, TILE_ART, WIDE_ART } from './raster-art';

describe('raster sources of our own art', () => {
  it('offers a local SVG at each of the art’s widths', () => {
    expect(rasterSources('/content/slides/welcome.svg', WIDE_ART)).toEqual({
      srcSet:
        '/content/slides/welcome.svg?w=640 640w, /content/slides/welcome.svg?w=960 960w, /content/slides/welcome.svg?w=1280 1280w',
      sizes: WIDE_ART.sizes,
    });
  });

  it('keeps the version a URL already carries', () => {
    const { srcSet } = rasterSources('/providers/nova-studio/art/lucky/tile.svg?v=abc', TILE_ART) as { srcSet: string };
    expect(srcSet.split(', ')[0]).toBe('/providers/nova-studio/art/lucky/tile.svg?v=abc&w=160 160w');
  });

  it('offers nothing for pictures served elsewhere or already bitmaps', () => {
    for (const src of [
      undefined,
      '',
      'https://cdn.example.com/tile.svg',
      '//cdn.example.com/tile.svg',
      '/content/slides/welcome.webp',
      '/content/sprite.svg#coin',
    ]) {
      expect(rasterSources(src, TILE_ART)).toEqual({});
    }
  });

  it('serves only the listed widths', () => {
    expect(isRasterWidth(240)).toBe(true);
    expect(isRasterWidth(241)).toBe(false);
  });
});
