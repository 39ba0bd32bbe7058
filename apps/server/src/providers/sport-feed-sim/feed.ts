import { feedMessage, type FeedMessage, type Fixture } from '../../contracts/sport-feed.js';
import { championshipsOf, competitorNames, REAL_SPORTS, VIRTUAL_SPORTS, type SportDefinition } from './catalogue.js';
import {
  EPOCH,
  MatchPlan,
  MessageKind,
  sequenceAt,
  timeOfSequence,
  type Incidents,
  type TimedMessage,
  type TimelineEntry,
} from './match-plan.js';
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

const SLOT_MINUTES = 30;
const HORIZON_HOURS = 4;
/** Messages older than this are not served (the cursor is then too old: take a snapshot). */
export const FEED_MEMORY_MS = 24 * 3_600_000;
const MINUTE = 60_000;
const VIRTUAL_ROUND_MINUTES = 4;
const VIRTUAL_HORIZON_MINUTES = 30;
/**
 * Virtual rounds number their fixtures from here: round × 64 + 51 + the sport's place. A
 * multiple of the sequence's 2048 fixture slots, so the last six bits (51–63) never meet a
 * real fixture's (1–50) in the sequence.
 */
const VIRTUAL_ID_BASE = 2 ** 30;
const VIRTUAL_ID_OFFSET = 51;

export interface SimulatorOptions {
  seed: string;
  speed: number;
}

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
      if (plan.publishedAt <= to && plan.retireMs >= from) plans.push(plan);
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
    const add = (time: number, kind: MessageKind, progress = 0) => entries.push({ at: time, kind, progress });

    const publish = startMs - (sport.virtual ? this.virtualHorizonMs : this.horizonMs);
    add(publish, MessageKind.fixture);
    add(publish + 1, MessageKind.oddsPreMatch);
    const end = at(model.endsAt);
    if (fixture.liveOdds) {
      add(startMs, MessageKind.oddsLive);
      const ticks = Math.max(6, Math.round(sport.durationMinutes / 2));
      for (let k = 1; k < ticks; k += 1) {
        const f = k / ticks;
        if (f < model.endsAt) add(at(f), MessageKind.oddsLive, f);
      }
      for (const moment of model.dangerous) {
        if (moment >= model.endsAt) continue;
        add(at(moment) - seconds(6), MessageKind.stop);
        add(at(moment) + seconds(4), MessageKind.oddsLive, moment + 1e-6);
      }
    } else {
      add(startMs, MessageKind.stop);
      if (sport.virtual) {
        // The round is shown as it is played, its markets closed since the start.
        const ticks = 12;
        for (let k = 0; k < ticks; k += 1) {
          const f = k / ticks;
          if (f < model.endsAt) add(at(f) + 1, MessageKind.oddsLiveSuspended, f);
        }
      }
    }
    add(end, MessageKind.oddsEnded, model.endsAt);

    const incidents: Incidents = { cancelled: -1, cancelUndone: false };
    if (sport.virtual) {
      add(end + seconds(5), MessageKind.settle);
    } else {
      const markets = model.settlement().length;
      const roll = hashInt(this.options.seed, `incident:${eventId}`) % 40;
      if (roll === 7 && markets > 1) {
        incidents.cancelled = markets - 1;
        incidents.cancelUndone = hashInt(this.options.seed, `undo:${eventId}`) % 2 === 0;
        add(end + seconds(15), MessageKind.cancel);
        if (incidents.cancelUndone) add(end + seconds(25), MessageKind.uncancel);
      }
      add(end + seconds(30), MessageKind.settle);
      if (roll === 3 || roll === 21) {
        add(end + seconds(60), MessageKind.unsettleMain);
        add(end + seconds(90), MessageKind.settleMain);
      }
    }
    return new MatchPlan(fixture, sport, model, startMs, entries, incidents, MINUTE / speed);
  }

  /** Messages after `after` up to `now`, in sequence order, at most `limit`; null when `after` is too old. */
  messages(after: number, now: number, limit: number): { messages: FeedMessage[]; sequence: number } | null {
    const from = timeOfSequence(after);
    if (from < now - FEED_MEMORY_MS) return null;
    const due = [
      ...this.plansBetween(from, now).flatMap((plan) => plan.due(after, now)),
      ...this.#injected.filter((m) => m.sequence > after && m.at <= now),
    ].sort((a, b) => a.sequence - b.sequence);
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
      .filter((plan) => plan.publishedAt <= now && plan.retireMs > now)
      .flatMap((plan) => {
        const sent = plan.sent(now);
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
