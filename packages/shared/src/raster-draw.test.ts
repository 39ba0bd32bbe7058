import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { RasterCache } from './raster-draw';

const square = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400"><rect width="300" height="400" fill="${colour}"/></svg>`;

describe('bitmaps drawn from SVG', () => {
  it('are drawn at the width asked for, keeping the drawing’s shape', async () => {
    const bitmap = await new RasterCache().get('tile', 480, 'webp', () => square('#f00'));
    expect(await sharp(bitmap).metadata()).toMatchObject({ format: 'webp', width: 480, height: 640 });
  });

  it('are drawn as AVIF when asked for', async () => {
    const bitmap = await new RasterCache().get('tile', 160, 'avif', () => square('#f00'));
    expect(await sharp(bitmap).metadata()).toMatchObject({
      format: 'heif',
      compression: 'av1',
      width: 160,
      height: 213,
    });
  });

  it('are drawn once for callers that ask together or again', async () => {
    const cache = new RasterCache();
    let drawn = 0;
    const source = () => {
      drawn += 1;
      return square('#0f0');
    };
    const [first, second] = await Promise.all([
      cache.get('tile', 160, 'webp', source),
      cache.get('tile', 160, 'webp', source),
    ]);
    const third = await cache.get('tile', 160, 'webp', source);
    expect(drawn).toBe(1);
    expect(second).toBe(first);
    expect(third).toBe(first);
  });

  it('let the least recently asked for go when they outgrow the cache', async () => {
    const one = await new RasterCache().get('probe', 160, 'webp', () => square('#00f'));
    const cache = new RasterCache(one.length * 2);
    let drawn = 0;
    const source = () => {
      drawn += 1;
      return square('#00f');
    };
    await cache.get('a', 160, 'webp', source);
    await cache.get('b', 160, 'webp', source);
    await cache.get('a', 160, 'webp', source);
    await cache.get('c', 160, 'webp', source);
    await new Promise((resolve) => setImmediate(resolve));
    expect(drawn).toBe(3);
    await cache.get('a', 160, 'webp', source);
    expect(drawn).toBe(3);
    await cache.get('b', 160, 'webp', source);
    expect(drawn).toBe(4);
  });

  it('are drawn again after a drawing failed', async () => {
    const cache = new RasterCache();
    await expect(cache.get('broken', 160, 'webp', () => '<svg')).rejects.toThrow();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await sharp(await cache.get('broken', 160, 'webp', () => square('#fff'))).metadata()).toMatchObject({
      width: 160,
    });
  });
});
