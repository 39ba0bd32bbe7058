/**
 * The brand mark: a crown on a green tile. It carries no letters, so it stays right
 * whatever PROJECT_NAME the operator sets. One source for the header, the splash and
 * the icon files (`npm run brand:icons` renders favicon.svg and the PNGs from it).
 */
export const MARK_VIEWBOX = '0 0 64 64';

/** Inner markup of the mark; ids are prefixed so two marks on one page never clash. */
export function markSvgBody(idPrefix = 'rf'): string {
  const g = `${idPrefix}-tile`;
  const c = `${idPrefix}-crown`;
  return (
    `<defs>` +
    `<linearGradient id="${g}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3cf59a"/><stop offset="1" stop-color="#0aa862"/></linearGradient>` +
    `<linearGradient id="${c}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b111d"/><stop offset="1" stop-color="#1a2539"/></linearGradient>` +
    `</defs>` +
    `<rect width="64" height="64" rx="16" fill="url(#${g})"/>` +
    `<path d="M32 6.5 58 32 32 57.5 6 32Z" fill="#fff" opacity=".14"/>` +
    `<path d="M15 43.5 12.5 23l10.8 8.6L32 17l8.7 14.6L51.5 23 49 43.5Z" fill="url(#${c})"/>` +
    `<rect x="15" y="46.5" width="34" height="5.5" rx="2.75" fill="url(#${c})"/>` +
    `<circle cx="12.5" cy="20.5" r="3.6" fill="#f7c948"/><circle cx="32" cy="14" r="3.6" fill="#f7c948"/><circle cx="51.5" cy="20.5" r="3.6" fill="#f7c948"/>` +
    `<path d="M32 29.5l4.2 6.3L32 42l-4.2-6.2Z" fill="#f7c948"/>`
  );
}

export function markSvg(size?: number): string {
  const dims = size ? ` width="${size}" height="${size}"` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${MARK_VIEWBOX}"${dims}>${markSvgBody()}</svg>`;
}

/** The maskable app icon: the crown inside the central safe zone of a full-bleed tile. */
export function maskableSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-16 -16 96 96">` +
    `<rect x="-16" y="-16" width="96" height="96" fill="#0aa862"/>` +
    markSvgBody() +
    `</svg>`
  );
}

/**
 * The mark as a data URL, for the page's icon link. Chrome fetches the manifest's icon, which is
 * /favicon.svg, to check that the site can be installed: a linked tab icon of the same file made
 * every first visit download it twice (issue 14). Written into the page, it downloads once.
 */
export function markDataUrl(): string {
  const svg = markSvg().replaceAll('"', "'").replaceAll('#', '%23').replaceAll('<', '%3C').replaceAll('>', '%3E');
  return `data:image/svg+xml,${svg}`;
}
