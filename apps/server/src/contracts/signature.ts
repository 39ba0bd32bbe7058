import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The request signature every outside contract uses (payments, game wallet, game provider):
 * HMAC-SHA256 over `timestamp.rawBody`, sent as `t=<unix seconds>,v1=<hex>`. The timestamp
 * bounds replays to a window; the body is the raw bytes received, never a re-serialisation.
 */

export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function sign(secret: string, rawBody: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'MALFORMED' | 'STALE' | 'MISMATCH' };

export function verifySignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now = Math.floor(Date.now() / 1000),
): SignatureCheck {
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return { ok: false, reason: 'MALFORMED' };
  const timestamp = Number(match[1]);
  if (Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return { ok: false, reason: 'STALE' };
  const expected = Buffer.from(sign(secret, rawBody, timestamp).slice(-64), 'hex');
  const given = Buffer.from(match[2]!, 'hex');
  return timingSafeEqual(expected, given) ? { ok: true } : { ok: false, reason: 'MISMATCH' };
}
