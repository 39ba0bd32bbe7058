/** `; secure` on an https page, so cookies written in the browser never travel over plain http. */
export function secureAttribute(): string {
  return location.protocol === 'https:' ? '; secure' : '';
}

/** The value of cookie `name` in a Cookie header, or null; a value that is not valid percent-encoding is taken as it is. */
export function cookieIn(cookieHeader: string | null, name: string): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    const value = rest.join('=');
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}
