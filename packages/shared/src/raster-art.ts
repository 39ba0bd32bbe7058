/**
 * Our own vector art (game tiles and banners, the content's slides and promotions) is also
 * served as bitmaps (AVIF or WebP, as the browser takes) at these widths, asked for with `?w=`. A phone paints an SVG on its main
 * thread each time it draws it: on home the tiles' and slides' SVG cost about 600 ms of a
 * four-times-slowed phone's main thread against a few milliseconds as bitmaps (issue 14).
 */
export const RASTER_WIDTHS = [160, 240, 320, 480, 640, 960, 1280] as const;
export type RasterWidth = (typeof RASTER_WIDTHS)[number];

export const isRasterWidth = (width: number): width is RasterWidth =>
  (RASTER_WIDTHS as readonly number[]).includes(width);

/** What a tile is drawn at: a third of a phone, a seventh of a desktop's content column. */
export const TILE_ART = {
  widths: [160, 240, 320, 480],
  sizes: '(min-width: 1024px) 180px, (min-width: 640px) 20vw, 31vw',
} as const satisfies RasterArt;

/** A tile drawn small beside its game's name in a list. */
export const THUMB_ART = { widths: [160], sizes: '36px' } as const satisfies RasterArt;

/** A promotion card or a featured game: most of a phone's width, a column of a desktop's grid. */
export const CARD_ART = {
  widths: [480, 640, 960, 1280],
  sizes: '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 90vw',
} as const satisfies RasterArt;

/** Art behind a blur: detail is lost anyway. */
export const BLURRED_ART = { widths: [640], sizes: '640px' } as const satisfies RasterArt;

/** A slide or a banner: the full width of a phone, at most the content column on a desktop. */
export const WIDE_ART = {
  widths: [640, 960, 1280],
  sizes: '(min-width: 1280px) 1200px, 100vw',
} as const satisfies RasterArt;

export interface RasterArt {
  widths: readonly RasterWidth[];
  sizes: string;
}

/**
 * The `srcSet` and `sizes` that let a browser take a bitmap of our own SVG art, or nothing for
 * a picture served elsewhere or already a bitmap: its `src` then stays the only source.
 */
export function rasterSources(
  src: string | null | undefined,
  art: RasterArt,
): { srcSet: string; sizes: string } | Record<string, never> {
  if (!src || !src.startsWith('/') || src.startsWith('//')) return {};
  const [file = ''] = src.split(/[?#]/, 1);
  if (!file.toLowerCase().endsWith('.svg') || src.includes('#')) return {};
  const joiner = src.includes('?') ? '&' : '?';
  return { srcSet: art.widths.map((width) => `${src}${joiner}w=${width} ${width}w`).join(', '), sizes: art.sizes };
}
