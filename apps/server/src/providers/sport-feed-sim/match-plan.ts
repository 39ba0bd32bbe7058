import type { FeedMessage, Fixture, MarketOdds, MatchStatus } from '../../contracts/sport-feed.js';
import type { SportDefinition } from './catalogue.js';
import type { MatchModel } from './models.js';

/** What a planned message says; its message id names the kind in `KIND_NAMES`. */
export const MessageKind = {
  fixture: 0,
  oddsPreMatch: 1,
  oddsLive: 2,
  /** A virtual round as it is played: scores move, its markets closed since the start. */
  oddsLiveSuspended: 3,
  oddsEnded: 4,
  stop: 5,
  /** The settled market chosen for a cancellation is cancelled, or its cancellation undone. */
  cancel: 6,
  uncancel: 7,
  /** Every settled market but a cancelled one that stays cancelled. */
  settle: 8,
  /** The main market's settlement is rolled back, then settled again. */
  unsettleMain: 9,
  settleMain: 10,
} as const;
export type MessageKind = (typeof MessageKind)[keyof typeof MessageKind];

const KIND_NAMES: Record<MessageKind, string> = {
  0: 'fixture',
  1: 'odds',
  2: 'odds',
  3: 'odds',
  4: 'odds',
  5: 'stop',
  6: 'cancel',
  7: 'uncancel',
  8: 'settle',
  9: 'unsettle',
  10: 'settle',
};

/** Start of the feed's grid; sequences count from here. */
export const EPOCH = Date.UTC(2026, 0, 1);
/** Sequence = (time - EPOCH) × 2048 + fixture id mod 2048: unique while fewer fixtures overlap. */
const SEQ_SLOTS = 2048;
export const sequenceAt = (at: number, fixtureId = SEQ_SLOTS - 1) => (at - EPOCH) * SEQ_SLOTS + (fixtureId % SEQ_SLOTS);
export const timeOfSequence = (sequence: number) => Math.floor(sequence / SEQ_SLOTS) + EPOCH;

/** One message of the timeline a plan is drawn with, before the plan orders them in time. */
export interface TimelineEntry {
  at: number;
  kind: MessageKind;
  /** The match's progress the odds are priced at; 0 for any other kind. */
  progress: number;
}

export interface Incidents {
  /** The settled market (its index in the settlement) the feed cancels after the end, or -1. */
  cancelled: number;
  cancelUndone: boolean;
}

/** A message due to be served: the feed builds it only when it goes out. */
export interface TimedMessage {
  at: number;
  sequence: number;
  build: () => FeedMessage;
}

/**
 * A match and its messages. The messages are kept as columns (time, kind, progress) and built
 * when served: the few hundred plans on offer hold some 35,000 messages, and an object, a
 * closure and boxed numbers apiece were 14 MB of the server's heap.
 */
export class MatchPlan {
  readonly #at: Float64Array;
  readonly #kinds: Uint8Array;
  readonly #progress: Float64Array;
  /** When the last message is sent; the fixture leaves the snapshot a while later. */
  readonly retireMs: number;

  constructor(
    readonly fixture: Fixture,
    readonly sport: SportDefinition,
    readonly model: MatchModel,
    readonly startMs: number,
    entries: TimelineEntry[],
    private readonly incidents: Incidents,
    lingerMs: number,
  ) {
    // Stable: entries drawn at the same moment keep the order they were drawn in.
    entries.sort((a, b) => a.at - b.at);
    this.#at = new Float64Array(entries.length);
    this.#kinds = new Uint8Array(entries.length);
    this.#progress = new Float64Array(entries.length);
    let last = -Infinity;
    entries.forEach((entry, n) => {
      // Two messages of a match never share a millisecond, so each has a sequence of its own.
      last = Math.max(entry.at, last + 1);
      this.#at[n] = last;
      this.#kinds[n] = entry.kind;
      this.#progress[n] = entry.progress;
    });
    this.retireMs = last + lingerMs;
  }

  get size(): number {
    return this.#at.length;
  }

  /** When the first message (the fixture) is published. */
  get publishedAt(): number {
    return this.#at[0]!;
  }

  /** The messages sent by `now`, in order. */
  sent(now: number): FeedMessage[] {
    const sent: FeedMessage[] = [];
    for (let n = 0; n < this.#at.length && this.#at[n]! <= now; n += 1) sent.push(this.message(n));
    return sent;
  }

  /** The messages after sequence `after` sent by `now`. */
  due(after: number, now: number): TimedMessage[] {
    const due: TimedMessage[] = [];
    const { eventId } = this.fixture;
    for (let n = 0; n < this.#at.length && this.#at[n]! <= now; n += 1) {
      const sequence = sequenceAt(this.#at[n]!, eventId);
      if (sequence > after) due.push({ at: this.#at[n]!, sequence, build: () => this.message(n) });
    }
    return due;
  }

  message(n: number): FeedMessage {
    const { fixture, model } = this;
    const { eventId } = fixture;
    const at = this.#at[n]!;
    const kind = this.#kinds[n] as MessageKind;
    const header = {
      messageId: `${eventId}:${n}:${KIND_NAMES[kind]}`,
      sequence: sequenceAt(at, eventId),
      timestamp: at,
      eventId,
    };
    const progress = this.#progress[n]!;
    switch (kind) {
      case MessageKind.fixture:
        return { ...header, type: 'fixture', fixture };
      case MessageKind.oddsPreMatch:
        return this.#odds(header, progress, 'not_started');
      case MessageKind.oddsLive:
        return this.#odds(header, progress, 'live');
      case MessageKind.oddsLiveSuspended:
        return this.#odds(header, progress, 'live', 'suspended');
      case MessageKind.oddsEnded:
        return this.#odds(header, progress, 'ended', 'deactivated');
      case MessageKind.stop:
        return { ...header, type: 'bet_stop' };
      case MessageKind.cancel:
        return { ...header, type: 'bet_cancel', markets: [this.#reference(this.incidents.cancelled)] };
      case MessageKind.uncancel:
        return { ...header, type: 'rollback_bet_cancel', markets: [this.#reference(this.incidents.cancelled)] };
      case MessageKind.settle: {
        const { cancelled, cancelUndone } = this.incidents;
        const markets = model.settlement().filter((_, i) => i !== cancelled || cancelUndone);
        return { ...header, type: 'bet_settlement', markets };
      }
      case MessageKind.unsettleMain:
        return { ...header, type: 'rollback_bet_settlement', markets: [this.#reference(0)] };
      case MessageKind.settleMain:
        return { ...header, type: 'bet_settlement', markets: [model.settlement()[0]!] };
    }
  }

  #odds(
    header: { messageId: string; sequence: number; timestamp: number; eventId: number },
    progress: number,
    phase: MatchStatus['phase'],
    status?: MarketOdds['status'],
  ): FeedMessage {
    const { model } = this;
    return {
      ...header,
      type: 'odds_change',
      status:
        phase === 'not_started'
          ? { phase, period: null, clockSeconds: null, score: [], periodScores: [] }
          : { ...model.status(progress), phase },
      markets: model.markets(Math.min(progress, model.endsAt)).map((m) => (status ? { ...m, status } : m)),
    };
  }

  #reference(index: number) {
    const { marketId, specifiers } = this.model.settlement()[index]!;
    return { marketId, specifiers };
  }
}
