import { describe, expect, it } from 'vitest';
import { base58Check, cryptoNetworkFor, depositAddress, segwitAddress } from './addresses.js';
import { decimalAmount } from './amounts.js';
import { checkCard, passesLuhn } from './cards.js';
import { crc16, pixCopyPaste } from './pix.js';

/** Reads EMV tag-length-value fields into a map (nested fields stay as their raw value). */
function emvFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let at = 0; at < payload.length;) {
    const length = Number(payload.slice(at + 2, at + 4));
    fields.set(payload.slice(at, at + 2), payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

describe('crypto addresses', () => {
  it('encode like the networks do (reference vectors)', () => {
    const keyHash = Buffer.from('751e76e8199196d454941c45d1b3a323f1433bd6', 'hex');
    expect(segwitAddress('bc', keyHash)).toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    const legacy = Buffer.from('00010966776006953d5567439e5e39f86a0d273bee', 'hex');
    expect(base58Check(legacy)).toBe('16UwLL9Risc3QfPqBUvKofHmBQ7wMtjvM');
    expect(base58Check(Buffer.concat([Buffer.from([0x41]), Buffer.alloc(20)]))).toBe(
      'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb',
    );
  });

  it('are the same for the same payment and different for another', () => {
    const id = '8d7f4a52-3f0e-4f7c-9d0b-2f6b8f6c1a11';
    const other = '0b0d6a3e-9a4c-4f5e-8e1f-6d1c2b3a4f5e';
    for (const network of ['bitcoin', 'litecoin', 'ethereum', 'tron'] as const) {
      expect(depositAddress(network, id)).toBe(depositAddress(network, id));
      expect(depositAddress(network, id)).not.toBe(depositAddress(network, other));
    }
    expect(depositAddress('bitcoin', id)).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    expect(depositAddress('litecoin', id)).toMatch(/^ltc1q[02-9ac-hj-np-z]{38}$/);
    expect(depositAddress('ethereum', id)).toMatch(/^0x[0-9a-f]{40}$/);
    expect(depositAddress('tron', id)).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  });

  it('are on the currency’s network; USDT on the one the payer picked', () => {
    expect(cryptoNetworkFor('BTC', undefined)).toBe('bitcoin');
    expect(cryptoNetworkFor('USDT', undefined)).toBe('ethereum');
    expect(cryptoNetworkFor('USDT', 'trc20')).toBe('tron');
    expect(cryptoNetworkFor('USDT', 'BEP20')).toBeNull();
    expect(cryptoNetworkFor('DOGE', undefined)).toBeNull();
  });
});

describe('the PIX code', () => {
  it('closes with the CRC-16/CCITT-FALSE of everything before it', () => {
    expect(crc16('123456789')).toBe('29B1');
    const code = pixCopyPaste({ amount: '50.50', txid: 'abc123' });
    expect(code.slice(-8, -4)).toBe('6304');
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
  });

  it('carries the amount, the currency and the txid in their EMV fields', () => {
    const fields = emvFields(pixCopyPaste({ amount: '50.50', txid: 'abc123' }).slice(0, -8));
    expect(fields.get('00')).toBe('01');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe('50.50');
    expect(fields.get('58')).toBe('BR');
    expect(emvFields(fields.get('26')!).get('00')).toBe('br.gov.bcb.pix');
    expect(emvFields(fields.get('62')!).get('05')).toBe('abc123');
  });
});

describe('amounts', () => {
  it('are written in whole units with every minor digit', () => {
    expect(decimalAmount(12345n, 100n)).toBe('123.45');
    expect(decimalAmount(5n, 100n)).toBe('0.05');
    expect(decimalAmount(150000n, 100_000_000n)).toBe('0.00150000');
    expect(decimalAmount(42n, 1n)).toBe('42');
    expect(() => decimalAmount(1n, 12n)).toThrow(/power of 10/);
  });
});

describe('card checks', () => {
  it('apply the Luhn check', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('accept the test cards until the end of their expiry month, and decline the declined one', () => {
    const now = new Date('2030-06-15T12:00:00Z');
    const form = { number: '4242 4242 4242 4242', expiry: '06/30', cvc: '123', name: 'Ada Lovelace' };
    expect(checkCard(form, now)).toEqual({ ok: true, declined: false });
    expect(checkCard({ ...form, expiry: '06/2030' }, now)).toEqual({ ok: true, declined: false });
    expect(checkCard({ ...form, number: '4000-0000-0000-0002' }, now)).toEqual({ ok: true, declined: true });
    expect(checkCard({ ...form, expiry: '05/30' }, now)).toEqual({
      ok: false,
      errors: { expiry: 'This card has expired' },
    });
    expect(checkCard({ number: '1234', expiry: '13/30', cvc: '12', name: ' ' }, now)).toEqual({
      ok: false,
      errors: {
        number: 'This card number is not valid',
        expiry: 'Write the expiry date as MM/YY',
        cvc: 'The security code is 3 or 4 digits',
        name: 'Write the name as it is on the card',
      },
    });
  });
});
