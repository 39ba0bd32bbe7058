/**
 * Amounts arrive as minor units in decimal strings and are shown with the currency's own
 * minor units (subunitToUnit), with bigint arithmetic only: no amount passes through a float.
 */
export class Money {
  readonly decimals: number;
  private readonly group: Intl.NumberFormat;
  private readonly symbol: string;
  private readonly symbolFirst: boolean;

  constructor(
    readonly currency: string,
    readonly subunitToUnit: number,
    locale: string,
  ) {
    this.decimals = Math.max(0, Math.round(Math.log10(subunitToUnit)));
    let tag = 'en';
    try {
      tag = Intl.getCanonicalLocales(locale)[0] ?? 'en';
    } catch {
      tag = 'en';
    }
    this.group = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
    let symbol = currency;
    let symbolFirst = false;
    try {
      const parts = new Intl.NumberFormat(tag, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
      }).formatToParts(1);
      symbol = parts.find((part) => part.type === 'currency')?.value ?? currency;
      symbolFirst =
        parts.findIndex((part) => part.type === 'currency') < parts.findIndex((part) => part.type === 'integer');
    } catch {
      symbol = currency;
    }
    this.symbol = symbol;
    this.symbolFirst = symbolFirst;
  }

  /** The number alone, e.g. `1,234.50`; trailing zeros of a coin's 8 decimals trimmed to 2. */
  number(minor: bigint | string): string {
    const value = typeof minor === 'bigint' ? minor : BigInt(minor);
    const negative = value < 0n;
    const abs = negative ? -value : value;
    const scale = BigInt(this.subunitToUnit);
    const whole = this.group.format(abs / scale);
    let fraction = this.decimals > 0 ? (abs % scale).toString().padStart(this.decimals, '0') : '';
    if (this.decimals > 2) fraction = fraction.replace(/0+$/, '').padEnd(2, '0');
    const separator = this.group.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
    return `${negative ? '−' : ''}${whole}${fraction ? separator + fraction : ''}`;
  }

  format(minor: bigint | string): string {
    const number = this.number(minor);
    if (this.symbol === this.currency) return `${number} ${this.currency}`;
    return this.symbolFirst ? `${this.symbol}${number}` : `${number} ${this.symbol}`;
  }
}
