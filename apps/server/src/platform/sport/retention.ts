import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

const FINISHED = ['ended', 'closed', 'cancelled'] as const;

/**
 * Removes events that finished before `before` (their last change from the feed), with their
 * markets and odds. A bet leg keeps its event and its market: a late rollback from the feed
 * settles the bet again from them, and the bet's history shows what the leg copied at placement.
 * What a leg refers to stays; the rest of that event's markets go.
 */
export async function pruneFinishedEvents(db: Kysely<DB>, before: Date): Promise<{ events: number; markets: number }> {
  return db.transaction().execute(async (trx) => {
    const old = trx
      .selectFrom('sport_events')
      .select('id')
      .where('phase', 'in', [...FINISHED])
      .where('updated_at', '<', before);
    const markets = await trx
      .deleteFrom('sport_markets as m')
      .where('m.event_id', 'in', old)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('sport_bet_legs as l')
              .select(sql`1`.as('one'))
              .whereRef('l.event_id', '=', 'm.event_id')
              .whereRef('l.market_key', '=', 'm.market_key'),
          ),
        ),
      )
      .executeTakeFirst();
    const events = await trx
      .deleteFrom('sport_events as e')
      .where('e.id', 'in', old)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('sport_bet_legs as l')
              .select(sql`1`.as('one'))
              .whereRef('l.event_id', '=', 'e.id'),
          ),
        ),
      )
      .executeTakeFirst();
    return { events: Number(events.numDeletedRows), markets: Number(markets.numDeletedRows) };
  });
}
