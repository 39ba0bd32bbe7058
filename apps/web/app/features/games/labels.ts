import { numberFormat } from '@casino/shared/intl-formats';

type T = (key: string, values?: Record<string, string | number>) => string;

/** A translated label by identity, or the server's name (or the identity made readable) when we have none. */
function labelOf(t: T, prefix: string, identity: string, fallback?: string): string {
  const key = `${prefix}.${identity}`;
  const text = t(key);
  if (text !== key) return text;
  return fallback ?? identity.replaceAll(/[-_]+/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

export const collectionLabel = (t: T, identity: string, name?: string) =>
  labelOf(t, 'games.collection', identity, name);

export const featureLabel = (t: T, identity: string) => labelOf(t, 'games.feature', identity);

export const kindLabel = (t: T, kind: string) => labelOf(t, 'games.kind', kind);

/** 96.5 → "96.5%" in the page's number format. */
export function formatRtp(rtp: number, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(rtp / 100);
}
