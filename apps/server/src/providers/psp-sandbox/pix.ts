/**
 * A PIX "copia e cola" code: the EMV merchant-presented payload of the Brazilian Central
 * Bank's BR Code, with the amount and a transaction id, closed by its CRC16 checksum, so
 * banking apps and parsers read it like a real one.
 */
export interface PixCharge {
  /** In reais, as a decimal with two places. */
  amount: string;
  /** Up to 25 letters and digits; the payment it settles. */
  txid: string;
}

const PIX_KEY = 'pix@psp-sandbox.example';
const MERCHANT_NAME = 'PSP SANDBOX';
const MERCHANT_CITY = 'SAO PAULO';

const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** CRC-16/CCITT-FALSE, as the BR Code specification asks for field 63. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function pixCopyPaste({ amount, txid }: PixCharge): string {
  const payload = [
    field('00', '01'),
    field('01', '12'),
    field('26', field('00', 'br.gov.bcb.pix') + field('01', PIX_KEY)),
    field('52', '0000'),
    field('53', '986'),
    field('54', amount),
    field('58', 'BR'),
    field('59', MERCHANT_NAME),
    field('60', MERCHANT_CITY),
    field('62', field('05', txid)),
  ].join('');
  const withCrcHeader = `${payload}6304`;
  return withCrcHeader + crc16(withCrcHeader);
}
