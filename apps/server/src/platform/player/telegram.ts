import { createHmac, timingSafeEqual } from 'node:crypto';

export interface TelegramUser {
  id: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  languageCode: string | null;
}

export type InitDataCheck =
  { ok: true; user: TelegramUser; authDate: number } | { ok: false; reason: 'malformed' | 'bad-signature' | 'stale' };

/**
 * Validates Telegram Mini App init data: HMAC-SHA256 of the sorted fields with a key
 * derived from the bot token ("WebAppData"), and an `auth_date` not older than maxAge.
 */
export function checkInitData(
  initData: string,
  botToken: string,
  maxAgeSeconds: number,
  now = Date.now(),
): InitDataCheck {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(initData);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const hash = params.get('hash');
  if (!hash || !/^[0-9a-f]{64}$/.test(hash)) return { ok: false, reason: 'malformed' };
  params.delete('hash');
  const dataCheckString = [...params.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const expected = createHmac('sha256', secret).update(dataCheckString).digest();
  if (!timingSafeEqual(expected, Buffer.from(hash, 'hex'))) return { ok: false, reason: 'bad-signature' };

  const authDate = Number(params.get('auth_date'));
  if (!Number.isInteger(authDate) || authDate <= 0) return { ok: false, reason: 'malformed' };
  if (now / 1000 - authDate > maxAgeSeconds) return { ok: false, reason: 'stale' };

  try {
    const raw = JSON.parse(params.get('user') ?? '') as Record<string, unknown>;
    if (typeof raw.id !== 'number' && typeof raw.id !== 'string') return { ok: false, reason: 'malformed' };
    const text = (value: unknown) => (typeof value === 'string' && value ? value.slice(0, 100) : null);
    return {
      ok: true,
      authDate,
      user: {
        id: String(raw.id),
        firstName: text(raw.first_name),
        lastName: text(raw.last_name),
        username: text(raw.username),
        languageCode: text(raw.language_code),
      },
    };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
}

/** Builds signed init data the way Telegram does: for the development bot and for tests. */
export function signInitData(fields: Record<string, string>, botToken: string): string {
  const dataCheckString = Object.entries(fields)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const hash = createHmac('sha256', secret).update(dataCheckString).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}
