/** `; secure` on an https page, so cookies written in the browser never travel over plain http. */
export function secureAttribute(): string {
  return location.protocol === 'https:' ? '; secure' : '';
}
