import { amountInputValue } from '@casino/shared/format';

export interface StatementRow {
  currency: string;
  deposits: number;
  withdrawals: number;
  stakes: number;
  wins: number;
  net: number;
}

const COLUMNS = ['deposits', 'withdrawals', 'stakes', 'wins', 'net'] as const;

/**
 * The statement as CSV: one line per currency, amounts as plain decimals in the currency's unit
 * (dot separator, no grouping) so any spreadsheet reads them as numbers.
 */
export function statementCsv(
  rows: StatementRow[],
  period: { from: string; to: string },
  subunits: (currency: string) => number,
): string {
  const header = ['from', 'to', 'currency', ...COLUMNS].join(',');
  const lines = rows.map((row) => {
    const currency = { code: row.currency, subunitToUnit: subunits(row.currency) };
    const decimal = (minor: number) =>
      minor < 0 ? `-${amountInputValue(-minor, currency)}` : amountInputValue(minor, currency);
    return [period.from, period.to, row.currency, ...COLUMNS.map((c) => decimal(row[c]))].join(',');
  });
  return `${[header, ...lines].join('\r\n')}\r\n`;
}
