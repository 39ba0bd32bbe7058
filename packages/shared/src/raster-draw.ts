/**
 * Server side of `raster-art.ts`: draws our SVG art as bitmaps. Shared because the studios
 * (their tiles and banners) and the site (the content's pictures) both serve them, and a
 * provider may import only `packages/shared` and the contracts (DESIGN §3). Never imported by
 * the web app: sharp is a native module, and the browser needs no zod for it.
 */
import type { Sharp, SharpOptions } from 'sharp';
import { z } from 'zod';
import { isRasterWidth, type RasterWidth } from './raster-art';

/** `?w=` of an art URL: one of the served widths, or nothing for the SVG itself. */
export const rasterWidthQuery = z.coerce
  .number()
  .int()
  .refine(isRasterWidth, { message: 'w must be one of the served widths' })
  .optional();

type SharpFactory = (input: Buffer, options?: SharpOptions) => Sharp;

let sharpLoading: Promise<SharpFactory> | null = null;
/**
 * sharp (libvips) loads on the first bitmap asked for: a server that is never asked for one
 * starts without it and keeps its memory. One libvips thread per image, no libvips cache:
 * each bitmap is drawn once and kept here.
 */
function loadSharp(): Promise<SharpFactory> {
  sharpLoading ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return sharpLoading;
}

export type BitmapFormat = 'avif' | 'webp';

/**
 * AVIF where the browser says it takes it, else WebP. A 240-pixel tile is 5 KB as AVIF, 9 KB
 * as WebP, 1.8 KB as compressed SVG: on a slow phone line the bytes count too. The qualities
 * were chosen by eye on the tiles' titles and the slides' gradients.
 */
export const bitmapFormat = (accept: string | undefined): BitmapFormat =>
  accept?.includes('image/avif') ? 'avif' : 'webp';

/** The drawing is rendered at the density that gives the width: art is never scaled up from a small bitmap. */
export async function svgToBitmap(svg: string | Buffer, width: RasterWidth, format: BitmapFormat): Promise<Buffer> {
  const sharp = await loadSharp();
  const input = Buffer.isBuffer(svg) ? svg : Buffer.from(svg);
  const { width: drawn } = await sharp(input).metadata();
  const density = drawn ? Math.min((72 * width) / drawn, 72 * 16) : 72;
  const image = sharp(input, { density }).resize({ width });
  return (
    format === 'avif' ? image.avif({ quality: 40, effort: 2 }) : image.webp({ quality: 60, effort: 4 })
  ).toBuffer();
}

let drawing: Promise<unknown> = Promise.resolve();
/**
 * One drawing at a time in the process: on a cold cache a page asks for thirty pictures at
 * once, and drawing them side by side took every core, so the page's own stylesheet and
 * scripts waited seconds behind them.
 */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = drawing.then(work, work);
  drawing = run.catch(() => undefined);
  return run;
}

/**
 * Bitmaps drawn from SVG, each drawn once per width and format (callers asking together share the drawing) and
 * kept until the cache holds `maxBytes`, when the least recently asked for go first.
 */
export class RasterCache {
  private readonly entries = new Map<string, { bitmap: Promise<Buffer>; bytes: number; drawn?: Buffer }>();
  private bytes = 0;

  constructor(private readonly maxBytes = 24 * 1024 * 1024) {}

  get(
    key: string,
    width: RasterWidth,
    format: BitmapFormat,
    svg: () => string | Buffer | Promise<string | Buffer>,
  ): Promise<Buffer> {
    const id = `${key}@${width}.${format}`;
    const kept = this.entries.get(id);
    if (kept) {
      this.entries.delete(id);
      this.entries.set(id, kept);
      return kept.bitmap;
    }
    const entry: { bitmap: Promise<Buffer>; bytes: number; drawn?: Buffer } = {
      bitmap: oneAtATime(async () => svgToBitmap(await svg(), width, format)),
      bytes: 0,
    };
    this.entries.set(id, entry);
    entry.bitmap.then(
      (bitmap) => {
        if (this.entries.get(id) !== entry) return;
        entry.drawn = bitmap;
        entry.bytes = bitmap.length;
        this.bytes += bitmap.length;
        this.evict();
      },
      // A failed drawing is tried again by the next request rather than kept.
      () => {
        if (this.entries.get(id) === entry) this.entries.delete(id);
      },
    );
    return entry.bitmap;
  }

  /** The bitmap if it is drawn already, else nothing; its drawing is then under way. */
  drawn(
    key: string,
    width: RasterWidth,
    format: BitmapFormat,
    svg: () => string | Buffer | Promise<string | Buffer>,
  ): Buffer | undefined {
    // A failed drawing removes itself and is tried again next time: nobody waits for it here.
    this.get(key, width, format, svg).catch(() => undefined);
    return this.entries.get(`${key}@${width}.${format}`)?.drawn;
  }

  private evict(): void {
    for (const [id, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) return;
      if (entry.bytes === 0) continue;
      this.entries.delete(id);
      this.bytes -= entry.bytes;
    }
  }
}

/**
 * The bitmap of `?w=` in the format the request's Accept header takes, or nothing while it is
 * being drawn: the SVG then answers, as it did before bitmaps, and the next request gets the
 * bitmap. A page's first visit after a start never waits for a drawing.
 */
export function bitmapAnswer(
  accept: string | undefined,
  { cache, key, width, svg }: BitmapQuestion,
): { type: string; body: Buffer } | null {
  const format = bitmapFormat(accept);
  const body = cache.drawn(key, width, format, svg);
  return body ? { type: `image/${format}`, body } : null;
}

/** Sent with the SVG that stands in for a bitmap still being drawn: the browser asks again next time. */
export const STAND_IN_CACHE = 'no-cache';

interface BitmapQuestion {
  cache: RasterCache;
  key: string;
  width: RasterWidth;
  svg: () => string | Buffer | Promise<string | Buffer>;
}
