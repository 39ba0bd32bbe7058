import { describe, expect, it } from 'vitest';
import { mergeSavedSlip } from './bet-slip-store';
import type { SlipPick } from './sport-types';

const pick = (eventId: string, outcomeId = '1'): SlipPick => ({
  eventId,
  eventName: `Event ${eventId}`,
  marketKey: '1',
  marketName: '1x2',
  outcomeId,
  outcomeName: outcomeId,
  odds: 2000,
});

describe('the saved bet slip read back after the page loads', () => {
  it('keeps a pick made while the page was loading, after the saved picks', () => {
    const merged = mergeSavedSlip({ picks: [pick('1'), pick('2')], stake: '5' }, { picks: [pick('3')], stake: '1' });
    expect(merged.picks.map((p) => p.eventId)).toEqual(['1', '2', '3']);
    expect(merged.stake).toBe('5');
  });

  it('lets the pick made while loading replace the saved pick on the same event', () => {
    const merged = mergeSavedSlip({ picks: [pick('1', '1'), pick('2')] }, { picks: [pick('1', '2')] });
    expect(merged.picks.map((p) => `${p.eventId}:${p.outcomeId}`)).toEqual(['2:1', '1:2']);
  });

  it('keeps the current slip when nothing was saved', () => {
    expect(mergeSavedSlip(undefined, { picks: [pick('1')] }).picks).toHaveLength(1);
  });

  it('keeps at most 20 picks, the newest', () => {
    const saved = Array.from({ length: 20 }, (_, i) => pick(String(i)));
    const merged = mergeSavedSlip({ picks: saved }, { picks: [pick('new')] });
    expect(merged.picks).toHaveLength(20);
    expect(merged.picks.at(-1)!.eventId).toBe('new');
  });
});
