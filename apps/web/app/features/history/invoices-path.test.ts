import { describe, expect, it } from 'vitest';
import { invoiceStatusName, invoicesPath } from './invoices-path';

describe('the invoices request', () => {
  it('asks for one page of 20, newest first as the server sorts', () => {
    expect(invoicesPath({}, 1)).toBe('/api/payment/invoices?page=1&perPage=20');
  });

  it('passes every filter, the status as its number', () => {
    const path = invoicesPath(
      { type: 'withdrawal', status: 'failed', currency: 'BTC', dateFrom: '2026-01-01', dateTo: '2026-01-31' },
      2,
    );
    expect(path).toBe(
      '/api/payment/invoices?page=2&perPage=20&type=withdrawal&status=3&currency=BTC&dateFrom=2026-01-01&dateTo=2026-01-31',
    );
  });

  it('names the statuses 1, 2 and 3 as the address bar does', () => {
    expect([1, 2, 3].map((s) => invoiceStatusName(s as 1 | 2 | 3))).toEqual(['pending', 'success', 'failed']);
  });
});
