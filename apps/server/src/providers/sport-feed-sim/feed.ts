import {
  feedMessage,
  type FeedMessage,
  type Fixture,
  type MarketOdds,
  type MatchStatus,
} from '../../contracts/sport-feed.js';
import { championshipsOf, competitorNames, REAL_SPORTS, VIRTUAL_SPORTS, type SportDefinition } from './catalogue.js';
import { buildModel, type MatchModel } from './models.js';
import { hashInt, SeededRandom } from './random.js';

/**
 * The simulated feed: a calendar on a fixed grid of slots per sport, each match drawn from the
 * seed, and its messages at fixed times relative to its start. Everything is a function of
 * (seed, time), so the feed keeps no state: any window of messages or a snapshot is computed on
 * demand, and a restart (or another process) publishes exactly the same feed.
 *
 * Virtual sports play in rounds on a grid of their own: every few minutes a match of each,
 * offered half an hour ahead, played out with its score and clock (markets closed), and
 * settled moments after the end.
 *
 * `speed` compresses time: a match, the gap between slots and the pre-match horizon all last
 * `1 / speed` as long, so tests see whole matches in seconds.
 */

/** Start of the grid; sequences count from here. */
const EPOCH = Date.UTC(2026, 0, 1);
const SLOT_MINUTES = 30;
const HORIZON_HOURS = 4;
/** Messages older than this are not served (the cursor is then too old: take a snapshot). */
export const FEED_MEMORY_MS = 24 * 3_600_000;
/** Sequence = (time - EPOCH) × 2048 + fixture id mod 2048: unique while fewer fixtures overlap. */
const SEQ_SLOTS = 2048;
const MINUTE = 60_000;
const VIRTUAL_ROUND_MINUTES = 4;
const VIRTUAL_HORIZON_MINUTES = 30;
/**
 * Virtual rounds number their fixtures from here: round × 64 + 51 + the sport's place. A
 * multiple of SEQ_SLOTS, so the last six bits (51–63) never meet a real fixture's (1–50) in
 * the sequence.
 */
const VIRTUAL_ID_BASE = 2 ** 30;
const VIRTUAL_ID_OFFSET = 51;

export interface SimulatorOptions {
  seed: string;
  speed: number;
}

interface TimedMessage {
  at: number;
  sequence: number;
  build: () => FeedMessage;
}

export interface MatchPlan {
  fixture: Fixture;
  sport: SportDefinition;
  model: MatchModel;
  startMs: number;
  /** When the last message is sent; the fixture leaves the snapshot a minute later. */
  retireMs: number;
  messages: TimedMessage[];
}

export const sequenceAt = (at: number, fixtureId = SEQ_SLOTS - 1) => (at - EPOCH) * SEQ_SLOTS + (fixtureId % SEQ_SLOTS);
const timeOfSequence = (sequence: number) => Math.floor(sequence / SEQ_SLOTS) + EPOCH;

export class FeedSimulator {
  readonly #plans = new Map<number, MatchPlan>();
  /** Messages a test put in the feed (`inject`), served with the drawn ones. */
  readonly #injected: TimedMessage[] = [];
  readonly slotMs: number;
  readonly horizonMs: number;
  readonly roundMs: number;
  readonly virtualHorizonMs: number;
  readonly #longestMs: number;
  readonly #virtualLongestMs: number;

  constructor(private readonly options: SimulatorOptions) {
    const longest = (sports: readonly SportDefinition[]) =>
      (Math.max(...sports.map((s) => s.durationMinutes)) * MINUTE + 5 * MINUTE) / options.speed;
    this.slotMs = (SLOT_MINUTES * MINUTE) / options.speed;
    this.horizonMs = (HORIZON_HOURS * 60 * MINUTE) / options.speed;
    this.roundMs = (VIRTUAL_ROUND_MINUTES * MINUTE) / options.speed;
    this.virtualHorizonMs = (VIRTUAL_HORIZON_MINUTES * MINUTE) / options.speed;
    // A match's last message is at most this long after its start. The pre-match horizon bounds
    // only the upper end of a window: with it here too, each window drew four hours of matches
    // long retired, and kept them.
    this.#longestMs = longest(REAL_SPORTS);
    this.#virtualLongestMs = longest(VIRTUAL_SPORTS);
  }

  /** How many plans are kept for the next windows. */
  get keptPlans(): number {
    return this.#plans.size;
  }

  /**
   * Every fixture whose messages may fall in [from, to]. Only the plans this window draws are
   * kept: the platform's cursor moves on, so the next window draws nearly the same ones, and an
   * older window draws the ones let go again, the same.
   */
  plansBetween(from: number, to: number): MatchPlan[] {
    const plans: MatchPlan[] = [];
    const drawn = new Set<number>();
    const keep = (plan: MatchPlan) => {
      drawn.add(plan.fixture.eventId);
      if (plan.messages[0]!.at <= to && plan.retireMs >= from) plans.push(plan);
    };
    const first = Math.floor((from - this.#longestMs - EPOCH) / this.slotMs) - 1;
    const last = Math.ceil((to + this.horizonMs - EPOCH) / this.slotMs) + 1;
    for (let slot = Math.max(0, first); slot <= last; slot += 1) {
      REAL_SPORTS.forEach((sport, index) => {
        const count = sport.family === 'race' ? 1 : 1 + (hashInt(this.options.seed, `count:${slot}:${sport.id}`) % 2);
        for (let k = 0; k < count; k += 1) {
          const eventId = slot * 64 + index * 2 + k + 1;
          const startMs =
            EPOCH +
            slot * this.slotMs +
            Math.floor((index * this.slotMs) / REAL_SPORTS.length) +
            (eventId % 2) * Math.floor(this.slotMs / 3);
          keep(this.plan(eventId, startMs, sport));
        }
      });
    }
    const firstRound = Math.floor((from - this.#virtualLongestMs - EPOCH) / this.roundMs) - 1;
    const lastRound = Math.ceil((to + this.virtualHorizonMs - EPOCH) / this.roundMs) + 1;
    for (let round = Math.max(0, firstRound); round <= lastRound; round += 1) {
      VIRTUAL_SPORTS.forEach((sport, index) => {
        const startMs = EPOCH + round * this.roundMs + Math.floor((index * this.roundMs) / VIRTUAL_SPORTS.length);
        keep(this.plan(VIRTUAL_ID_BASE + round * 64 + VIRTUAL_ID_OFFSET + index, startMs, sport));
      });
    }
    for (const eventId of this.#plans.keys()) if (!drawn.has(eventId)) this.#plans.delete(eventId);
    return plans;
  }

  plan(eventId: number, startMs: number, sport: SportDefinition): MatchPlan {
    const known = this.#plans.get(eventId);
    if (known) return known;
    const random = new SeededRandom(this.options.seed, `fixture:${eventId}`);
    const championship = random.pick(championshipsOf(sport));
    const pool = competitorNames(sport, championship.category.id);
    const size = sport.family === 'race' ? random.int(sport.params.runnersMin!, sport.params.runnersMax!) : 2;
    const chosen: number[] = [];
    while (chosen.length < size) {
      const i = random.int(0, pool.length - 1);
      if (!chosen.includes(i)) chosen.push(i);
    }
    const names = chosen.map((i) => pool[i]!);
    const fixture: Fixture = {
      eventId,
      sport: { id: sport.id, name: sport.name, slug: sport.slug, virtual: sport.virtual },
      category: {
        id: championship.category.id,
        name: championship.category.name,
        ...(championship.category.region ? { region: championship.category.region } : {}),
      },
      championship: { id: championship.id, name: championship.name },
      competitors: chosen.map((i, n) => ({ id: championship.category.id * 1000 + i + 1, name: names[n]! })),
      startTime: new Date(startMs).toISOString(),
      liveOdds: sport.live,
    };
    const model = buildModel(sport, names, random);
    const plan = this.#timeline({ fixture, sport, model, startMs });
    this.#plans.set(eventId, plan);
    return plan;
  }

  #timeline({
    fixture,
    sport,
    model,
    startMs,
  }: {
    fixture: Fixture;
    sport: SportDefinition;
    model: MatchModel;
    startMs: number;
  }): MatchPlan {
    const { eventId } = fixture;
    const speed = this.options.speed;
    const duration = (sport.durationMinutes * MINUTE) / speed;
    const at = (f: number) => startMs + Math.round(f * duration);
    const seconds = (s: number) => Math.max(1, Math.round((s * 1000) / speed));
    const entries: TimelineEntry[] = [];
    const add = (time: number, kind: string, build: (header: Header) => FeedMessage) =>
      entries.push({ at: time, kind, build });
    const odds =
      (f: number, phase: MatchStatus['phase'], status?: MarketOdds['status']) =>
      (header: Header): FeedMessage => ({
        ...header,
        type: 'odds_change',
        status:
          phase === 'not_started'
            ? { phase, period: null, clockSeconds: null, score: [], periodScores: [] }
            : { ...model.status(f), phase },
        markets: model.markets(Math.min(f, model.endsAt)).map((m) => (status ? { ...m, status } : m)),
      });

    const publish = startMs - (sport.virtual ? this.virtualHorizonMs : this.horizonMs);
    add(publish, 'fixture', (h) => ({ ...h, type: 'fixture', fixture }));
    add(publish + 1, 'odds', odds(0, 'not_started'));
    const end = at(model.endsAt);
    if (fixture.liveOdds) {
      add(startMs, 'odds', odds(0, 'live'));
      const ticks = Math.max(6, Math.round(sport.durationMinutes / 2));
      for (let k = 1; k < ticks; k += 1) {
        const f = k / ticks;
        if (f < model.endsAt) add(at(f), 'odds', odds(f, 'live'));
      }
      for (const moment of model.dangerous) {
        if (moment >= model.endsAt) continue;
        add(at(moment) - seconds(6), 'stop', (h) => ({ ...h, type: 'bet_stop' }));
        add(at(moment) + seconds(4), 'odds', odds(moment + 1e-6, 'live'));
      }
    } else {
      add(startMs, 'stop', (h) => ({ ...h, type: 'bet_stop' }));
      if (sport.virtual) {
        // The round is shown as it is played, its markets closed since the start.
        const ticks = 12;
        for (let k = 0; k < ticks; k += 1) {
          const f = k / ticks;
          if (f < model.endsAt) add(at(f) + 1, 'odds', odds(f, 'live', 'suspended'));
        }
      }
    }
    add(end, 'odds', odds(model.endsAt, 'ended', 'deactivated'));

    const settled = model.settlement();
    if (sport.virtual) {
      add(end + seconds(5), 'settle', (h) => ({ ...h, type: 'bet_settlement', markets: settled }));
      return this.#sequenced(fixture, sport, model, startMs, entries);
    }
    const roll = hashInt(this.options.seed, `incident:${eventId}`) % 40;
    const cancelled = roll === 7 && settled.length > 1 ? settled[settled.length - 1]! : null;
    const cancelUndone = cancelled !== null && hashInt(this.options.seed, `undo:${eventId}`) % 2 === 0;
    const ref = (m: { marketId: number; specifiers: Record<string, string> }) => ({
      marketId: m.marketId,
      specifiers: m.specifiers,
    });
    if (cancelled) {
      add(end + seconds(15), 'cancel', (h) => ({ ...h, type: 'bet_cancel', markets: [ref(cancelled)] }));
      if (cancelUndone)
        add(end + seconds(25), 'uncancel', (h) => ({ ...h, type: 'rollback_bet_cancel', markets: [ref(cancelled)] }));
    }
    const toSettle = settled.filter((m) => m !== cancelled || cancelUndone);
    add(end + seconds(30), 'settle', (h) => ({ ...h, type: 'bet_settlement', markets: toSettle }));
    if (roll === 3 || roll === 21) {
      const main = settled[0]!;
      add(end + seconds(60), 'unsettle', (h) => ({ ...h, type: 'rollback_bet_settlement', markets: [ref(main)] }));
      add(end + seconds(90), 'settle', (h) => ({ ...h, type: 'bet_settlement', markets: [main] }));
    }
    return this.#sequenced(fixture, sport, model, startMs, entries);
  }

  /** The plan's messages in time order, each with its header: two never share a millisecond. */
  #sequenced(
    fixture: Fixture,
    sport: SportDefinition,
    model: MatchModel,
    startMs: number,
    entries: TimelineEntry[],
  ): MatchPlan {
    const { eventId } = fixture;
    entries.sort((a, b) => a.at - b.at);
    let last = -Infinity;
    const messages = entries.map((entry, n) => {
      const time = Math.max(entry.at, last + 1);
      last = time;
      return new PlannedMessage(entry, n, eventId, time);
    });
    return { fixture, sport, model, startMs, retireMs: last + MINUTE / this.options.speed, messages };
  }

  /** Messages after `after` up to `now`, in sequence order, at most `limit`; null when `after` is too old. */
  messages(after: number, now: number, limit: number): { messages: FeedMessage[]; sequence: number } | null {
    const from = timeOfSequence(after);
    if (from < now - FEED_MEMORY_MS) return null;
    const due = [...this.plansBetween(from, now).flatMap((plan) => plan.messages), ...this.#injected]
      .filter((m) => m.sequence > after && m.at <= now)
      .sort((a, b) => a.sequence - b.sequence);
    const page = due.slice(0, limit);
    const sequence = due.length > limit ? page[page.length - 1]!.sequence : Math.max(after, sequenceAt(now));
    return { messages: page.map((m) => m.build()), sequence };
  }

  /**
   * Test hook: publishes a message at `now`, after everything the feed served before, so a
   * test decides exactly when a price moves. Header fields are the feed's to give; a message
   * the contract refuses throws and is not published.
   */
  inject(body: InjectedMessage, now: number): FeedMessage {
    const last = this.#injected.at(-1)?.at ?? -Infinity;
    const at = Math.max(now, last + 1);
    const sequence = sequenceAt(at, body.eventId);
    const message = feedMessage.parse({
      ...body,
      messageId: `injected:${this.#injected.length}:${body.eventId}`,
      sequence,
      timestamp: at,
    });
    this.#injected.push({ at, sequence, build: () => message });
    return message;
  }

  /** The fixtures on offer now, each as its fixture and its latest odds change, and the cursor to go on from. */
  snapshot(now: number): { messages: FeedMessage[]; sequence: number } {
    const sequence = sequenceAt(now);
    const messages = this.plansBetween(now, now)
      .filter((plan) => plan.messages[0]!.at <= now && plan.retireMs > now)
      .flatMap((plan) => {
        const sent = plan.messages.filter((m) => m.at <= now).map((m) => m.build());
        const latestOdds = sent.filter((m) => m.type === 'odds_change').pop();
        const stopped =
          sent.findLastIndex((m) => m.type === 'bet_stop') > sent.findLastIndex((m) => m.type === 'odds_change');
        return [
          sent[0]!,
          ...(latestOdds
            ? [
                stopped && latestOdds.type === 'odds_change'
                  ? { ...latestOdds, markets: latestOdds.markets.map((m) => ({ ...m, status: 'suspended' as const })) }
                  : latestOdds,
              ]
            : []),
        ];
      })
      .map((m) => ({ ...m, messageId: `${m.messageId}:snapshot:${sequence}`, sequence }));
    return { messages, sequence };
  }
}

type WithoutHeader<T> = T extends unknown ? Omit<T, 'messageId' | 'sequence' | 'timestamp'> : never;
export type InjectedMessage = WithoutHeader<FeedMessage>;

interface TimelineEntry {
  at: number;
  kind: string;
  build: (header: Header) => FeedMessage;
}

interface Header {
  messageId: string;
  sequence: number;
  timestamp: number;
  eventId: number;
}

/**
 * A plan's message, its header made when the message is: every message of the few hundred
 * plans on offer is kept, and a header and closure apiece were half of the feed's memory.
 */
class PlannedMessage implements TimedMessage {
  readonly sequence: number;

  constructor(
    private readonly entry: TimelineEntry,
    private readonly n: number,
    private readonly eventId: number,
    readonly at: number,
  ) {
    this.sequence = sequenceAt(at, eventId);
  }

  build(): FeedMessage {
    const { entry, n, eventId, at, sequence } = this;
    return entry.build({ messageId: `${eventId}:${n}:${entry.kind}`, sequence, timestamp: at, eventId });
  }
}
