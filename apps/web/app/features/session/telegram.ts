/** §3 stored values: the Telegram init data, kept for the tab once the Mini App has launched us. */
export const TELEGRAM_INIT_DATA_KEY = 'tg-init-data';

/**
 * The signed init data when the site runs as a Telegram Mini App: Telegram passes it
 * as `tgWebAppData` in the address hash on launch; later pages read the stored copy.
 */
export function telegramInitData(): string | null {
  if (typeof window === 'undefined') return null;
  const fromHash = new URLSearchParams(window.location.hash.slice(1)).get('tgWebAppData');
  try {
    if (fromHash) sessionStorage.setItem(TELEGRAM_INIT_DATA_KEY, fromHash);
    return fromHash ?? sessionStorage.getItem(TELEGRAM_INIT_DATA_KEY);
  } catch {
    return fromHash;
  }
}

export function isTelegramApp(): boolean {
  return telegramInitData() !== null;
}
