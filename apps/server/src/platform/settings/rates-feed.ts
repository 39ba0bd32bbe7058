import { rebaseRate } from '@casino/shared/money';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema.js';
import { baseCurrencyCode } from './service.js';

const decimal = z.string().regex(/^\d{1,18}(\.\d{1,12})?$/, 'must be a positive decimal string');

/**
 * What a rates feed answers: how many units of `base` one unit of each currency is
 * worth, as exact decimal strings (never floats).
 */
export const feedAnswer = z.object({
  base: z.string().regex(/^[A-Z0-9]{2,10}$/),
  rates: z.record(z.string().regex(/^[A-Z0-9]{2,10}$/), decimal),
});
export type FeedAnswer = z.infer<typeof feedAnswer>;

/** The contract a live rates source meets; the platform only ever reads through it. */
export interface RatesFeed {
  latest(): Promise<FeedAnswer>;
}

/** A feed reached over HTTP(S) that answers GET with a `FeedAnswer` document. */
export function httpRatesFeed(url: string): RatesFeed {
  return {
    async latest() {
      const response = await fetch(url, {
        signal: AbortSignal.timeout(10_000),
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`rates feed answered ${response.status}`);
      return feedAnswer.parse(await response.json());
    },
  };
}

/**
 * Writes the feed's rates into the currencies table, re-expressed against the
 * operator's base currency. Currencies the feed does not name keep their rate; a rate
 * that rounds to zero is skipped; the base currency stays at 1. Returns the codes updated.
 */
export async function applyRates(db: Kysely<DB>, answer: FeedAnswer): Promise<string[]> {
  const base = await baseCurrencyCode(db);
  const quoted: Record<string, string> = { ...answer.rates, [answer.base]: '1' };
  const baseInQuote = quoted[base];
  if (!baseInQuote || rebaseRate(baseInQuote, '1') === '0') throw new Error(`the feed has no rate for ${base}`);
  const known = await db.selectFrom('currencies').select('code').where('is_base', '=', false).execute();
  const updated: string[] = [];
  await db.transaction().execute(async (tx) => {
    for (const { code } of known) {
      const rate = quoted[code] && rebaseRate(quoted[code], baseInQuote);
      if (!rate || rate === '0') continue;
      await tx.updateTable('currencies').set({ rate }).where('code', '=', code).execute();
      updated.push(code);
    }
  });
  return updated;
}

/** Refreshes the rates from the configured feed now and then; a failed refresh keeps the last rates. */
export const ratesRefreshPlugin = fp(
  async (app: FastifyInstance, { feed, everySeconds }: { feed: RatesFeed; everySeconds: number }) => {
    const refresh = async () => {
      try {
        const updated = await applyRates(app.db, await feed.latest());
        app.log.debug({ updated }, 'currency rates refreshed');
      } catch (error) {
        app.log.warn({ err: error }, 'currency rates not refreshed; the last rates stay');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await refresh();
      timer = setInterval(() => void refresh(), everySeconds * 1000);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'rates-refresh' },
);
