import { describe, expect, it } from 'vitest';
import { channelAccess, SPORT_LIVE_CHANNEL, sportEventChannel } from './push';

describe('push channel access', () => {
  it('lets guests and players listen to the public sportsbook channels', () => {
    for (const player of [null, 'player-1']) {
      expect(channelAccess(SPORT_LIVE_CHANNEL, player)).toEqual({ ok: true, owner: null });
      expect(channelAccess(sportEventChannel('1234'), player)).toEqual({ ok: true, owner: null });
    }
  });

  it('refuses sport channel names that are not an event id', () => {
    expect(channelAccess('sport:event#abc', null)).toEqual({ ok: false });
    expect(channelAccess('sport:event#', null)).toEqual({ ok: false });
    expect(channelAccess('sport:bets', null)).toEqual({ ok: false });
  });
});
