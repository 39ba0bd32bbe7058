import type { ImgHTMLAttributes } from 'react';
import { rasterSources, type RasterArt } from '@casino/shared/raster-art';

type ArtImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt'> & {
  src: string;
  art: RasterArt;
};

/**
 * A picture of our own art, offered as the bitmaps `art` names beside its SVG. It always sits
 * next to the name it pictures, so it is decorative (`alt=""`) and never announced twice.
 */
export function ArtImage({ src, art, ...img }: ArtImageProps) {
  return <img src={src} {...rasterSources(src, art)} alt="" {...img} />;
}
