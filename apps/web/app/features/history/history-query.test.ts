import { describe, expect, it } from 'vitest';
import { activeFilterCount, historyQuery, isIsoDate, parseHistoryQuery, withFilter } from './history-query';

describe('reading the history query', () => {
  it('opens the transactions tab, unfiltered, on page 1 by default', () => {
    expect(parseHistoryQuery('')).toEqual({ tab: 'transactions', filters: {}, page: 1, returnedInvoiceId: null });
  });

  it('reads the tab, its filters and the page', () => {
    const view = parseHistoryQuery(
      '?tab=transactions&type=withdrawal&status=pending&currency=EUR&dateFrom=2026-01-01&dateTo=2026-01-31&page=3',
    );
    expect(view).toEqual({
      tab: 'transactions',
      filters: { type: 'withdrawal', status: 'pending', currency: 'EUR', dateFrom: '2026-01-01', dateTo: '2026-01-31' },
      page: 3,
      returnedInvoiceId: null,
    });
  });

  it('falls back to transactions for an unknown tab', () => {
    expect(parseHistoryQuery('?tab=casino').tab).toBe('transactions');
  });

  it("keeps only the filters the tab offers, with the tab's own choices", () => {
    expect(parseHistoryQuery('?tab=bets&type=deposit&status=open').filters).toEqual({ status: 'open' });
    expect(parseHistoryQuery('?tab=bets&status=won').filters).toEqual({});
    expect(parseHistoryQuery('?tab=bonuses&type=freespin&status=active').filters).toEqual({
      type: 'freespin',
      status: 'active',
    });
    expect(parseHistoryQuery('?tab=spins&status=won&currency=BTC').filters).toEqual({});
  });

  it('reads the settled bets, the default, as no filter', () => {
    expect(parseHistoryQuery('?tab=bets&status=settled').filters).toEqual({});
  });

  it('leaves out malformed values instead of failing', () => {
    const view = parseHistoryQuery('?type=refund&status=2&currency=euro&dateFrom=2026-02-30&dateTo=yesterday&page=-2');
    expect(view.filters).toEqual({});
    expect(view.page).toBe(1);
    expect(parseHistoryQuery('?page=0').page).toBe(1);
    expect(parseHistoryQuery('?page=2.5').page).toBe(1);
  });

  it('shows every transaction, not only the outcome, to a player the payment page sends back', () => {
    const view = parseHistoryQuery('?invoice=5f0c7c1e-0d55-4f7e-9a55-3b1b0cf0f2a1&status=success');
    expect(view).toEqual({
      tab: 'transactions',
      filters: {},
      page: 1,
      returnedInvoiceId: '5f0c7c1e-0d55-4f7e-9a55-3b1b0cf0f2a1',
    });
  });
});

describe('writing the history query', () => {
  it('writes the tab, the filters set and a page after the first', () => {
    expect(historyQuery('', { tab: 'transactions', filters: { type: 'deposit', status: '' }, page: 1 })).toBe(
      'tab=transactions&type=deposit',
    );
    expect(historyQuery('', { tab: 'transactions', page: 2 })).toBe('tab=transactions&page=2');
  });

  it('replaces the old history keys, the return marker among them, and keeps the rest', () => {
    const query = historyQuery('?stag=aff1&invoice=abc&status=success&page=4', {
      tab: 'transactions',
      filters: { currency: 'USD' },
    });
    expect(query).toBe('stag=aff1&tab=transactions&currency=USD');
  });

  it('reads back what it wrote', () => {
    const view = {
      tab: 'bonuses' as const,
      filters: { type: 'bonus', status: 'finished', dateTo: '2026-03-01' },
      page: 2,
    };
    expect(parseHistoryQuery(historyQuery('', view))).toEqual({ ...view, returnedInvoiceId: null });
  });
});

describe('filter helpers', () => {
  it('sets a filter, and removes it when emptied', () => {
    expect(withFilter({ type: 'deposit' }, 'currency', 'EUR')).toEqual({ type: 'deposit', currency: 'EUR' });
    expect(withFilter({ type: 'deposit', currency: 'EUR' }, 'type', '')).toEqual({ currency: 'EUR' });
  });

  it('counts the filters in use', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ type: 'deposit', dateFrom: '2026-01-01' })).toBe(2);
  });

  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
  });
});
