import btc from 'cryptocurrency-icons/svg/color/btc.svg?url';
import eth from 'cryptocurrency-icons/svg/color/eth.svg?url';
import ltc from 'cryptocurrency-icons/svg/color/ltc.svg?url';
import trx from 'cryptocurrency-icons/svg/color/trx.svg?url';
import usdt from 'cryptocurrency-icons/svg/color/usdt.svg?url';

/** Coin marks from cryptocurrency-icons (CC0): only the coins the site lists, each a small file of its own. */
const COINS: Record<string, string> = { BTC: btc, ETH: eth, LTC: ltc, TRX: trx, USDT: usdt };

export function cryptoMarkUrl(code: string): string | null {
  return COINS[code.toUpperCase()] ?? null;
}

export function CryptoMark({ code, className = 'size-10' }: { code: string; className?: string }) {
  const src = cryptoMarkUrl(code);
  if (!src) return null;
  return (
    <img src={src} alt="" width={32} height={32} loading="lazy" className={`shrink-0 rounded-pill ${className}`} />
  );
}
