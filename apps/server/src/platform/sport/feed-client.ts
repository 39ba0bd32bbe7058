import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { HttpTransport } from '../../contracts/http-transport.js';
import { sign } from '../../contracts/signature.js';
import { feedPage, SPORT_FEED_SIGNATURE_HEADER, type FeedPage } from '../../contracts/sport-feed.js';
import type { DB } from '../../db/schema.js';
import { applyMessage, type Applied } from './ingest.js';

/**
 * The platform's side of the feed contract: pulls pages of messages after the stored cursor
 * (a snapshot first, or when the feed no longer serves the cursor), checks their signature and
 * schema, applies them in order and moves the cursor on. Runs from a persisted job, so one
 * process at a time pulls a feed, and a crash only means the next run replays messages that
 * are then skipped by id.
 */

export interface FeedConnection {
  name: string;
  transport: HttpTransport;
  secret: string;
}

export class FeedError extends Error {}

const PAGE_SIZE = 500;
/** Pages per run: a long way behind, the feed catches up over several runs. */
const PAGES_PER_RUN = 20;

async function fetchPage(feed: FeedConnection, path: string): Promise<FeedPage | 'CURSOR_TOO_OLD'> {
  const response = await feed.transport({
    method: 'GET',
    path,
    headers: { [SPORT_FEED_SIGNATURE_HEADER]: sign(feed.secret, path), accept: 'application/json' },
  });
  if (response.status === 410) return 'CURSOR_TOO_OLD';
  if (response.status !== 200) throw new FeedError(`feed ${feed.name}: ${path} answered ${response.status}`);
  const body = JSON.parse(response.body) as unknown;
  const page = feedPage.safeParse(body);
  if (!page.success) throw new FeedError(`feed ${feed.name}: ${path} answered outside the contract`);
  return page.data;
}

export async function pullFeed(
  db: Kysely<DB>,
  feed: FeedConnection,
  onApplied: (applied: Applied) => void,
  log?: FastifyBaseLogger,
): Promise<number> {
  let count = 0;
  for (let n = 0; n < PAGES_PER_RUN; n += 1) {
    const cursor = await db
      .selectFrom('sport_feed_cursors')
      .select('sequence')
      .where('feed', '=', feed.name)
      .executeTakeFirst();
    let page = cursor ? await fetchPage(feed, `/feed/messages?after=${cursor.sequence}&limit=${PAGE_SIZE}`) : null;
    if (page === 'CURSOR_TOO_OLD' || page === null) {
      log?.info({ feed: feed.name }, 'sport feed: taking a snapshot');
      page = await fetchPage(feed, '/feed/snapshot');
      if (page === 'CURSOR_TOO_OLD') throw new FeedError(`feed ${feed.name}: the snapshot was refused`);
    }
    for (const message of page.messages) {
      const applied = await applyMessage(db, feed.name, message);
      if (applied.applied) {
        count += 1;
        onApplied(applied);
      }
    }
    await db
      .insertInto('sport_feed_cursors')
      .values({ feed: feed.name, sequence: BigInt(page.sequence) })
      .onConflict((oc) =>
        oc
          .column('feed')
          .doUpdateSet({ sequence: BigInt(page.sequence), updated_at: new Date() })
          .where('sport_feed_cursors.sequence', '<', BigInt(page.sequence)),
      )
      .execute();
    if (page.messages.length < PAGE_SIZE) break;
  }
  return count;
}
