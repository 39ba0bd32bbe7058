/** The page's catalog (sent inline by the server for the launch's locale) and its one lookup. */
let catalog: Record<string, string> = {};
let intlTag = 'en';

export function setMessages(messages: Record<string, string>, lang: string): void {
  catalog = messages;
  intlTag = lang;
}

/** The text of `key` with `{name}` placeholders filled; the key itself when the catalog lacks it. */
export function t(key: string, vars: Record<string, string | number> = {}): string {
  const text = catalog[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** A number in the page's locale with fixed decimals (multipliers, chances, rolls). */
export function num(value: number, decimals = 2): string {
  return new Intl.NumberFormat(intlTag, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    value,
  );
}
