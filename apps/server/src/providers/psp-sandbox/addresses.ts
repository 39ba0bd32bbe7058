import { createHash } from 'node:crypto';

/**
 * Per-payment crypto deposit addresses. Each is derived from the payment id with a hash,
 * so the same payment always shows the same address, and is encoded the way its network
 * writes addresses (checksums included) so wallets and validators accept it. Nobody holds
 * a key for these: they are for testing flows, not for receiving coins.
 */
export type CryptoNetwork = 'bitcoin' | 'litecoin' | 'ethereum' | 'tron';

/** The network a currency is paid on; USDT lives on two, the payer's `network` (ERC20 or TRC20) picks. */
export function cryptoNetworkFor(currency: string, requested: string | undefined): CryptoNetwork | null {
  switch (currency) {
    case 'BTC':
      return 'bitcoin';
    case 'LTC':
      return 'litecoin';
    case 'ETH':
      return 'ethereum';
    case 'TRX':
      return 'tron';
    case 'USDT': {
      const token = (requested ?? 'ERC20').toUpperCase();
      return token === 'ERC20' ? 'ethereum' : token === 'TRC20' ? 'tron' : null;
    }
    default:
      return null;
  }
}

export function depositAddress(network: CryptoNetwork, paymentId: string): string {
  const key = createHash('sha256').update(`psp-sandbox:${network}:${paymentId}`).digest().subarray(0, 20);
  switch (network) {
    case 'bitcoin':
      return segwitAddress('bc', key);
    case 'litecoin':
      return segwitAddress('ltc', key);
    case 'ethereum':
      return `0x${key.toString('hex')}`;
    case 'tron':
      return base58Check(Buffer.concat([Buffer.from([0x41]), key]));
  }
}

/** The payment URI a wallet opens from the QR code, the amount in whole units. */
export function paymentUri(network: CryptoNetwork, address: string, amount: string): string {
  return `${network}:${address}?amount=${amount}`;
}

const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32_GENERATORS = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

function bech32Polymod(values: number[]): number {
  let checksum = 1;
  for (const value of values) {
    const top = checksum >>> 25;
    checksum = ((checksum & 0x1ffffff) << 5) ^ value;
    BECH32_GENERATORS.forEach((generator, i) => {
      if ((top >>> i) & 1) checksum ^= generator;
    });
  }
  return checksum;
}

function bech32HrpExpand(hrp: string): number[] {
  const codes = [...hrp].map((c) => c.charCodeAt(0));
  return [...codes.map((c) => c >> 5), 0, ...codes.map((c) => c & 31)];
}

/** Regroups 8-bit bytes into 5-bit bech32 digits, padding the last one. */
function toFiveBitGroups(bytes: Uint8Array): number[] {
  const groups: number[] = [];
  let accumulator = 0;
  let bits = 0;
  for (const byte of bytes) {
    accumulator = (accumulator << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      groups.push((accumulator >> bits) & 31);
    }
  }
  if (bits > 0) groups.push((accumulator << (5 - bits)) & 31);
  return groups;
}

/** A version-0 witness address (BIP 173) for a 20-byte key hash: P2WPKH, `bc1q…` or `ltc1q…`. */
export function segwitAddress(hrp: string, keyHash: Uint8Array): string {
  const data = [0, ...toFiveBitGroups(keyHash)];
  const polymod = bech32Polymod([...bech32HrpExpand(hrp), ...data, 0, 0, 0, 0, 0, 0]) ^ 1;
  const checksum = [0, 1, 2, 3, 4, 5].map((i) => (polymod >>> (5 * (5 - i))) & 31);
  return `${hrp}1${[...data, ...checksum].map((d) => BECH32_CHARSET[d]).join('')}`;
}

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

const doubleSha256 = (bytes: Uint8Array) =>
  createHash('sha256').update(createHash('sha256').update(bytes).digest()).digest();

/** Base58Check as TRON writes addresses: the payload, then four bytes of its double SHA-256. */
export function base58Check(payload: Uint8Array): string {
  const bytes = Buffer.concat([payload, doubleSha256(payload).subarray(0, 4)]);
  let value = BigInt(`0x${bytes.toString('hex')}`);
  let encoded = '';
  while (value > 0n) {
    encoded = BASE58_ALPHABET[Number(value % 58n)] + encoded;
    value /= 58n;
  }
  let leadingZeros = 0;
  while (bytes[leadingZeros] === 0) leadingZeros += 1;
  return '1'.repeat(leadingZeros) + encoded;
}
