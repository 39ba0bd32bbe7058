/**
 * A payment method's name in the page's language. Brand names (Visa, PIX, Skrill …) have
 * no catalog entry and keep the provider's label; generic names are translated.
 */
export function paymentMethodLabel(t: (key: string) => string, methodId: string, providerLabel: string): string {
  const key = `wallet.method.${methodId.split('.').at(-1)}`;
  const text = t(key);
  return text === key ? providerLabel : text;
}
