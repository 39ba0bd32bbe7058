import { describe, expect, it } from 'vitest';
import { statementCsv } from './statement-csv';

describe('the statement as CSV', () => {
  it('writes a header and one line per currency with plain decimal amounts, losses negative', () => {
    const csv = statementCsv(
      [
        { currency: 'EUR', deposits: 10_000, withdrawals: 2_550, stakes: 1_000, wins: 700, net: -300 },
        { currency: 'USDT', deposits: 5_000_000, withdrawals: 0, stakes: 0, wins: 0, net: 0 },
      ],
      { from: '2026-03-01', to: '2026-03-31' },
      (code) => (code === 'USDT' ? 1_000_000 : 100),
    );
    expect(csv.split('\r\n')).toEqual([
      'from,to,currency,deposits,withdrawals,stakes,wins,net',
      '2026-03-01,2026-03-31,EUR,100.00,25.50,10.00,7.00,-3.00',
      '2026-03-01,2026-03-31,USDT,5.000000,0.000000,0.000000,0.000000,0.000000',
      '',
    ]);
  });
});
