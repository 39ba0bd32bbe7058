/**
 * The currencies a player can open an account in: enabled, and not already among
 * their visible accounts (a hidden account's currency is offered: adding it shows it again).
 */
export function addableCurrencies<C extends { code: string; isEnabled: boolean }>(
  currencies: readonly C[],
  accounts: readonly { currency: string }[],
): C[] {
  const held = new Set(accounts.map((a) => a.currency));
  return currencies.filter((c) => c.isEnabled && !held.has(c.code));
}
