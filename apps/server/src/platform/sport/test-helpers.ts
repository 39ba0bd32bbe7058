import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { FeedMessage, Fixture, MarketOdds } from '../../contracts/sport-feed.js';
import type { DB } from '../../db/schema.js';
import { applyMessage, type Applied } from './ingest.js';

/** Places a single through the API, as the player (or with `headers`): by default on the 1x2 market's home win at 2.00. */
export function placeSingle(
  app: FastifyInstance,
  headers: Record<string, string>,
  eventId: number,
  {
    stake = '1000',
    marketKey = '1',
    outcomeId = '1',
    odds = 2000,
  }: { stake?: string; marketKey?: string; outcomeId?: string; odds?: number } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/game/sport/bets',
    headers,
    payload: {
      requestId: randomUUID(),
      kind: 'single',
      stake,
      acceptance: 'none',
      selections: [{ eventId: String(eventId), marketKey, outcomeId, odds }],
    },
  });
}

/** Feed messages written by hand, applied as the pull would apply them. */
export class TestFeed {
  #sequence = 1;
  #messages = 0;

  constructor(private readonly app: FastifyInstance) {}

  send(message: Record<string, unknown> & { type: FeedMessage['type']; eventId: number }): Promise<Applied> {
    const full = {
      messageId: `test-${++this.#messages}-${Math.random().toString(36).slice(2)}`,
      sequence: this.#sequence++,
      timestamp: Date.now(),
      ...message,
    } as FeedMessage;
    return this.replay(full);
  }

  replay(message: FeedMessage): Promise<Applied> {
    return applyMessage(this.app.db, 'test', message);
  }

  /** A football match with a 1x2 and a total market, pre-match or live; a virtual one when `sport` says so. */
  async match(
    eventId: number,
    {
      live = false,
      odds = [2000, 3400, 3800],
      sport = { id: 66, name: 'Soccer', slug: 'soccer', virtual: false } as Fixture['sport'],
      category = { id: 6601, name: 'England', region: 'GB-ENG' } as Fixture['category'],
    } = {},
  ): Promise<void> {
    await this.send({
      type: 'fixture',
      eventId,
      fixture: {
        eventId,
        sport,
        category,
        championship: { id: category.id * 10 + 1, name: 'Premier Division' },
        competitors: [
          { id: eventId * 10 + 1, name: `Home ${eventId}` },
          { id: eventId * 10 + 2, name: `Away ${eventId}` },
        ],
        startTime: new Date(Date.now() + (live ? -600_000 : 3_600_000)).toISOString(),
        liveOdds: true,
      },
    });
    await this.odds(eventId, odds, { live });
  }

  async odds(eventId: number, odds: number[], { live = false, status = 'active' as MarketOdds['status'] } = {}) {
    return this.send({
      type: 'odds_change',
      eventId,
      status: live
        ? { phase: 'live', period: '1st_half', clockSeconds: 600, score: [0, 0], periodScores: [[0, 0]] }
        : { phase: 'not_started', period: null, clockSeconds: null, score: [], periodScores: [] },
      markets: [
        {
          marketId: 1,
          specifiers: {},
          name: '1x2',
          status,
          outcomes: ['1', 'X', '2'].map((id, i) => ({ id, name: id, odds: odds[i]!, active: true })),
        },
        {
          marketId: 18,
          specifiers: { total: '2.5' },
          name: 'Total',
          status,
          outcomes: [
            { id: 'over', name: 'Over 2.5', odds: 1900, active: true },
            { id: 'under', name: 'Under 2.5', odds: 1900, active: true },
          ],
        },
      ],
    });
  }

  settle(eventId: number, winner: '1' | 'X' | '2', extra: Record<string, unknown> = {}) {
    return this.send({
      type: 'bet_settlement',
      eventId,
      markets: [
        {
          marketId: 1,
          specifiers: {},
          outcomes: ['1', 'X', '2'].map((id) => ({ id, result: id === winner ? 1 : 0, voidFactor: '0', ...extra })),
        },
      ],
    });
  }
}

/** Copies of a placed bet and its legs straight in the database: many open bets without placing each. */
export async function copyBet(db: Kysely<DB>, betId: string, copies: number): Promise<void> {
  await sql`insert into sport_bets (id, player_id, request_id, currency, kind, sizes, system_name, unit_stake, lines,
      stake, acceptance, status, is_live, potential_payout, stake_posted, placed_at, accepted_at)
    select gen_random_uuid(), player_id, request_id || '-' || copy, currency, kind, sizes, system_name, unit_stake,
      lines, stake, acceptance, status, is_live, potential_payout, stake_posted, placed_at, accepted_at
    from sport_bets, generate_series(1, ${copies}) copy where id = ${betId}`.execute(db);
  await sql`insert into sport_bet_legs (bet_id, leg_no, event_id, market_key, outcome_id, odds, event_name,
      market_name, outcome_name)
    select b.id, l.leg_no, l.event_id, l.market_key, l.outcome_id, l.odds, l.event_name, l.market_name, l.outcome_name
    from sport_bets b join sport_bet_legs l on l.bet_id = ${betId}
    where b.request_id like (select request_id from sport_bets where id = ${betId}) || '-%'`.execute(db);
}
