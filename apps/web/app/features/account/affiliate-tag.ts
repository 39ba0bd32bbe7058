/** §9: the affiliate tag from `?stag=` is kept for a configured number of days (default 30). */
export const AFFILIATE_TAG_KEY = 'affiliateTag';
export const AFFILIATE_TAG_DAYS = 30;

interface StoredTag {
  tag: string;
  expiresAt: number;
}

export function storeAffiliateTag(tag: string, now = Date.now(), days = AFFILIATE_TAG_DAYS) {
  const value: StoredTag = { tag: tag.slice(0, 100), expiresAt: now + days * 86_400_000 };
  try {
    localStorage.setItem(AFFILIATE_TAG_KEY, JSON.stringify(value));
  } catch {
    // Without storage the tag cannot outlive this page.
  }
}

export function readAffiliateTag(now = Date.now()): string | null {
  try {
    const stored = JSON.parse(localStorage.getItem(AFFILIATE_TAG_KEY) ?? 'null') as StoredTag | null;
    if (!stored || stored.expiresAt <= now) {
      localStorage.removeItem(AFFILIATE_TAG_KEY);
      return null;
    }
    return stored.tag;
  } catch {
    return null;
  }
}
