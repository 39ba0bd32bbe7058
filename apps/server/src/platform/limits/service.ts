/**
 * Responsible-gaming limits (SPEC §3 Limit, §4 definitions; issue 16), enforced where money moves.
 *
 * - Bet limit: total stakes per period. Loss limit: stakes − wins per period. Deposit limit:
 *   gross deposits per period. Each is set in one currency and counts every account of the
 *   player, converted at the current rates; with several periods set, each must hold, so the
 *   lowest remaining applies.
 * - The figures come from the ledger (usage.ts), so any product that moves stakes and wins with
 *   the ledger reasons `bet`, `win` and `rollback` is counted without telling the limits anything.
 * - `checkBet` (for every product: the casino's seamless wallet and the sportsbook alike) and
 *   `checkDepositInvoice` / `depositCreditAllowed` run inside the transaction of the money
 *   movement they guard, after taking the player's limits lock: two tabs, two games or two
 *   deposits of one player are decided one after the other, so together they never pass a limit.
 * - Self-exclusion and cooling-off leave the player in restricted mode: no bet, no deposit,
 *   no game; withdrawing and support stay open (exclusion.ts applies the rest).
 * - A decrease or a new limit applies at once; an increase or a removal can be confirmed by the
 *   player only 24 hours after it was asked for (LIMIT_CHANGE_DELAY_MS).
 */
import {
  COOLING_OFF_DURATIONS,
  LIMIT_CHANGE_DELAY_MS,
  SELF_EXCLUSION_DURATIONS,
  type ExclusionDuration,
  type LimitDefinition,
  type LimitPeriod,
  type LimitView,
  type LimitsAnswer,
  type PlayerRestriction,
} from '@casino/shared/limits';
import type { RatedCurrency } from '@casino/shared/money';
import { LIMIT_DEFINITION } from '@casino/shared/statuses';
import { randomUUID } from 'node:crypto';
import { sql, type Expression, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { currencyTable } from '../wallet/accounts.js';
import { convertUp, movementsSince, pendingDepositsSince, totalIn, type Movements } from './usage.js';
import { limitWindow, type LimitWindow, type WindowMode } from './windows.js';

type LimitRow = Selectable<DB['player_limits']>;

const MONEY_DEFINITIONS: readonly number[] = [LIMIT_DEFINITION.bet, LIMIT_DEFINITION.loss, LIMIT_DEFINITION.deposit];
const EXCLUSIONS: readonly number[] = [LIMIT_DEFINITION.selfExclusion, LIMIT_DEFINITION.coolingOff];

/**
 * Rolling or fixed windows, as the operator configured (LIMIT_WINDOWS): set once when the app is
 * built, so the checks keep the generic signature the sportsbook and the game wallet call.
 */
let windowMode: WindowMode = 'rolling';
export function useWindowMode(mode: WindowMode): void {
  windowMode = mode;
}

/** Serialises every limit decision of one player for the rest of the transaction. */
async function lockPlayerLimits(trx: Kysely<DB>, playerId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`player-limits:${playerId}`}))`.execute(trx);
}

/** The limits in force: money limits not removed, exclusions not removed and not yet over. */
function limitsInForce(db: Kysely<DB>, playerId: string | Expression<string>, now: Date) {
  return db
    .selectFrom('player_limits')
    .where('player_id', '=', playerId)
    .where('removed_at', 'is', null)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]));
}

async function activeLimits(db: Kysely<DB>, playerId: string, now: Date): Promise<LimitRow[]> {
  return limitsInForce(db, playerId, now).selectAll().orderBy('definition').orderBy('created_at').execute();
}

/**
 * Whether the player (the id `playerId` stands for) has a limit in force that guards a bet: an
 * expression for the opening statement of a bet's path (the game wallet's lookup), so that most
 * bets, of players with no such limit, cost no statement of the limits' own. Read without the
 * lock, it only tells `checkBet` whether there is anything to decide under it.
 */
export function betGuardedSql(db: Kysely<DB>, playerId: string | Expression<string>, now = new Date()) {
  return sql<boolean>`exists ${limitsInForce(db, playerId, now)
    .select('id')
    .where('definition', '<>', LIMIT_DEFINITION.deposit)}`;
}

/** The exclusion that holds longest: a self-exclusion before a cooling-off, a permanent one before all. */
export function restrictionOf(rows: LimitRow[]): PlayerRestriction | null {
  const exclusions = rows.filter((r) => EXCLUSIONS.includes(r.definition));
  if (exclusions.length === 0) return null;
  const definition = exclusions.some((r) => r.definition === LIMIT_DEFINITION.selfExclusion) ? 4 : 5;
  if (exclusions.some((r) => r.ends_at === null)) return { definition, endsAt: null };
  const ends = Math.max(...exclusions.map((r) => new Date(r.ends_at!).getTime()));
  return { definition, endsAt: new Date(ends).toISOString() };
}

/** The player's exclusion in force now, if any (for login, launch and the profile). */
export async function currentRestriction(db: Kysely<DB>, playerId: string): Promise<PlayerRestriction | null> {
  return restrictionOf(await activeLimits(db, playerId, new Date()));
}

/** What a money limit's window has counted so far, in the limit's currency. */
class Usage {
  private readonly cache = new Map<number, Promise<Map<string, Movements>>>();
  private readonly pendingCache = new Map<number, Promise<Map<string, bigint>>>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly playerId: string,
    readonly rates: Map<string, RatedCurrency>,
    private readonly timeZone: string,
    readonly now: Date,
  ) {}

  static async of(db: Kysely<DB>, playerId: string, now = new Date()): Promise<Usage> {
    const [rates, player] = await Promise.all([
      currencyTable(db),
      db.selectFrom('players').select('time_zone').where('id', '=', playerId).executeTakeFirst(),
    ]);
    return new Usage(db, playerId, rates, player?.time_zone ?? 'UTC', now);
  }

  window(limit: LimitRow): LimitWindow {
    return limitWindow(limit.period as LimitPeriod, this.now, windowMode, this.timeZone);
  }

  private movements(since: Date) {
    const key = since.getTime();
    if (!this.cache.has(key)) this.cache.set(key, movementsSince(this.db, this.playerId, since));
    return this.cache.get(key)!;
  }

  private currency(code: string): RatedCurrency {
    const rated = this.rates.get(code);
    if (!rated) throw new Error(`no rate for ${code}`);
    return rated;
  }

  /** Stakes (bet limit), net loss (loss limit) or credited deposits (deposit limit) in the window. */
  async used(limit: LimitRow): Promise<bigint> {
    const movements = await this.movements(this.window(limit).start);
    const pick = (m: Movements) =>
      limit.definition === LIMIT_DEFINITION.bet
        ? m.stakes
        : limit.definition === LIMIT_DEFINITION.loss
          ? m.stakes - m.wins
          : m.deposits;
    return totalIn(
      [...movements].map(([code, m]) => [code, pick(m)]),
      this.currency(limit.currency!),
      this.rates,
    );
  }

  /** Deposits started in the window and not settled, in the limit's currency. */
  async pending(limit: LimitRow): Promise<bigint> {
    const since = this.window(limit).start;
    const key = since.getTime();
    if (!this.pendingCache.has(key)) this.pendingCache.set(key, pendingDepositsSince(this.db, this.playerId, since));
    return totalIn(await this.pendingCache.get(key)!, this.currency(limit.currency!), this.rates);
  }

  /** `amount` of `code` in the limit's currency, rounded up. */
  inLimitCurrency(limit: LimitRow, amount: bigint, code: string): bigint {
    return convertUp(amount, this.currency(code), this.currency(limit.currency!));
  }

  /** An amount of the limit's currency in `code`, rounded down: what may still be deposited there. */
  fromLimitCurrency(limit: LimitRow, amount: bigint, code: string): bigint {
    return totalIn([[limit.currency!, amount]], this.currency(code), this.rates);
  }
}

export type BetLimitCheck =
  { ok: true } | { ok: false; code: 'BET_LIMIT_REACHED' | 'LOSS_LIMIT_REACHED' | 'USER_DISABLED' };

/**
 * Whether a stake of `amount` (minor units of `currency`) may be taken now. Call it inside the
 * transaction that takes the stake, before the money moves: it holds the player's limits lock
 * until that transaction ends. Refuses an excluded player, a stake over what a bet limit leaves
 * and a stake that could take the net loss over a loss limit.
 */
export async function checkBet(
  trx: Transaction<DB>,
  bet: {
    playerId: string;
    currency: string;
    amount: bigint;
    /** What `betGuardedSql` gave in the caller's opening statement; read here when not given. */
    guarded?: boolean;
  },
): Promise<BetLimitCheck> {
  const now = new Date();
  const guarded =
    bet.guarded ??
    (await trx.selectNoFrom(betGuardedSql(trx, bet.playerId, now).as('guarded')).executeTakeFirstOrThrow()).guarded;
  // Most players set no limit that guards a bet: they take no lock and read nothing more.
  if (!guarded) return { ok: true };
  await lockPlayerLimits(trx, bet.playerId);
  const rows = await activeLimits(trx, bet.playerId, now);
  if (restrictionOf(rows)) return { ok: false, code: 'USER_DISABLED' };
  const usage = await Usage.of(trx, bet.playerId, now);
  for (const limit of rows) {
    if (limit.definition !== LIMIT_DEFINITION.bet && limit.definition !== LIMIT_DEFINITION.loss) continue;
    const stake = usage.inLimitCurrency(limit, bet.amount, bet.currency);
    if ((await usage.used(limit)) + stake > limit.amount!) {
      return {
        ok: false,
        code: limit.definition === LIMIT_DEFINITION.bet ? 'BET_LIMIT_REACHED' : 'LOSS_LIMIT_REACHED',
      };
    }
  }
  return { ok: true };
}

/** What the deposit limits leave to deposit in `currency` now (null: no deposit limit), counting pending invoices. */
async function depositRoom(db: Kysely<DB>, rows: LimitRow[], playerId: string, currency: string, withPending: boolean) {
  const deposits = rows.filter((r) => r.definition === LIMIT_DEFINITION.deposit);
  if (deposits.length === 0) return null;
  const usage = await Usage.of(db, playerId);
  let room: bigint | null = null;
  for (const limit of deposits) {
    const used = (await usage.used(limit)) + (withPending ? await usage.pending(limit) : 0n);
    const left = limit.amount! > used ? usage.fromLimitCurrency(limit, limit.amount! - used, currency) : 0n;
    room = room === null || left < room ? left : room;
  }
  return room;
}

/** For the deposit methods: whether this player can deposit nothing at all now (13100). */
export async function depositLimitReached(db: Kysely<DB>, playerId: string, currency: string): Promise<boolean> {
  const rows = await activeLimits(db, playerId, new Date());
  if (restrictionOf(rows)) return true;
  const room = await depositRoom(db, rows, playerId, currency, true);
  return room !== null && room <= 0n;
}

/**
 * Inside the transaction that stores a new deposit invoice: refuses it when the player is
 * excluded or the limits leave nothing (13100), or when it is more than they leave (13101,
 * with the remaining amount). The invoice holds its amount until it is settled.
 */
export async function checkDepositInvoice(
  trx: Transaction<DB>,
  deposit: { playerId: string; currency: string; amount: bigint },
): Promise<void> {
  await lockPlayerLimits(trx, deposit.playerId);
  const rows = await activeLimits(trx, deposit.playerId, new Date());
  const restriction = restrictionOf(rows);
  if (restriction) throw new AppError('DEPOSIT_LIMIT_REACHED', exclusionMessage(restriction));
  const room = await depositRoom(trx, rows, deposit.playerId, deposit.currency, true);
  if (room === null || deposit.amount <= room) return;
  if (room <= 0n) throw new AppError('DEPOSIT_LIMIT_REACHED');
  const message = `Your deposit limit leaves ${room} (minor units of ${deposit.currency}) for this period`;
  throw new AppError(
    'DEPOSIT_OVER_LIMIT',
    undefined,
    { amount: [message] },
    {
      remaining: Number(room),
      currency: deposit.currency,
    },
  );
}

/**
 * Inside the transaction that credits a deposit: whether it may be credited. The invoice already
 * held its part of the limit, so this refuses only what changed since (a lowered limit, an
 * exclusion taken meanwhile): only credited deposits count here, this one's own invoice not twice.
 */
export async function depositCreditAllowed(
  trx: Transaction<DB>,
  deposit: { playerId: string; currency: string; amount: bigint },
): Promise<boolean> {
  await lockPlayerLimits(trx, deposit.playerId);
  const rows = await activeLimits(trx, deposit.playerId, new Date());
  if (restrictionOf(rows)) return false;
  const room = await depositRoom(trx, rows, deposit.playerId, deposit.currency, false);
  return room === null || deposit.amount <= room;
}

export function exclusionMessage(restriction: PlayerRestriction): string {
  const kind = restriction.definition === 4 ? 'self-excluded' : 'taking a break (cooling-off)';
  const until = restriction.endsAt ? ` until ${restriction.endsAt}` : ' permanently';
  return `You are ${kind}${until}: you can withdraw your balance and contact support, nothing else`;
}

function view(row: LimitRow, now: Date, usage: { used: bigint; window: LimitWindow } | null): LimitView {
  const pending =
    row.pending_from === null
      ? null
      : {
          amount: row.pending_amount === null ? null : Number(row.pending_amount),
          removal: row.pending_removal,
          effectiveAt: new Date(row.pending_from).toISOString(),
          isDue: new Date(row.pending_from).getTime() <= now.getTime(),
        };
  return {
    id: row.id,
    definition: row.definition as LimitDefinition,
    period: row.period as LimitPeriod | null,
    amount: row.amount === null ? null : Number(row.amount),
    currency: row.currency,
    endsAt: row.ends_at === null ? null : new Date(row.ends_at).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
    pending,
    usage:
      usage && row.amount !== null
        ? {
            used: Number(usage.used),
            remaining: Number(row.amount > usage.used ? row.amount - usage.used : 0n),
            windowStart: usage.window.start.toISOString(),
            resetsAt: usage.window.resetsAt?.toISOString() ?? null,
          }
        : null,
  };
}

/** The player's limits in force with what each has used, and the exclusion in force. */
export async function listLimits(db: Kysely<DB>, playerId: string): Promise<LimitsAnswer> {
  const now = new Date();
  const rows = await activeLimits(db, playerId, now);
  const usage = await Usage.of(db, playerId, now);
  const data = await Promise.all(
    rows.map(async (row) => {
      if (!MONEY_DEFINITIONS.includes(row.definition)) return view(row, now, null);
      const used =
        (await usage.used(row)) + (row.definition === LIMIT_DEFINITION.deposit ? await usage.pending(row) : 0n);
      return view(row, now, { used, window: usage.window(row) });
    }),
  );
  return { data, restriction: restrictionOf(rows) };
}

async function limitOf(db: Kysely<DB>, playerId: string, id: string): Promise<LimitRow> {
  const row = await db
    .selectFrom('player_limits')
    .selectAll()
    .where('id', '=', id)
    .where('player_id', '=', playerId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'Limit not found');
  return row;
}

async function viewOf(db: Kysely<DB>, playerId: string, id: string): Promise<LimitView> {
  const found = (await listLimits(db, playerId)).data.find((l) => l.id === id);
  if (found) return found;
  // A removal confirmed or an exclusion over: the row is kept, shown without usage.
  const row = await db.selectFrom('player_limits').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return view(row, new Date(), null);
}

export type NewLimit =
  | { definition: 1 | 2 | 3; period: LimitPeriod; amount: number; currency: string }
  | { definition: 4 | 5; duration: ExclusionDuration };

const DAY_MS = 86_400_000;

/** When an exclusion taken now ends; null is permanent. */
export function exclusionEnd(duration: ExclusionDuration, now: Date): Date | null {
  const months = (n: number) => {
    const end = new Date(now);
    end.setUTCMonth(end.getUTCMonth() + n);
    return end;
  };
  switch (duration) {
    case '24h':
      return new Date(now.getTime() + DAY_MS);
    case '7d':
      return new Date(now.getTime() + 7 * DAY_MS);
    case '30d':
      return new Date(now.getTime() + 30 * DAY_MS);
    case '6w':
      return new Date(now.getTime() + 42 * DAY_MS);
    case '6m':
      return months(6);
    case '1y':
      return months(12);
    case '5y':
      return months(60);
    case 'permanent':
      return null;
  }
}

/** Adds a limit; it applies at once. An exclusion's other effects are exclusion.ts's. */
export async function addLimit(db: Kysely<DB>, playerId: string, limit: NewLimit): Promise<LimitView> {
  const id = randomUUID();
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    await lockPlayerLimits(trx, playerId);
    if ('duration' in limit) {
      const allowed: readonly string[] = limit.definition === 4 ? SELF_EXCLUSION_DURATIONS : COOLING_OFF_DURATIONS;
      if (!allowed.includes(limit.duration)) {
        throw new AppError('VALIDATION_FAILED', undefined, { duration: [`Choose one of ${allowed.join(', ')}`] });
      }
      await trx
        .insertInto('player_limits')
        .values({ id, player_id: playerId, definition: limit.definition, ends_at: exclusionEnd(limit.duration, now) })
        .execute();
      return;
    }
    const currency = (await currencyTable(trx)).get(limit.currency);
    if (!currency?.isEnabled) {
      throw new AppError('VALIDATION_FAILED', undefined, { currency: ['This currency is not available'] });
    }
    const existing = (await activeLimits(trx, playerId, now)).find(
      (r) => r.definition === limit.definition && r.period === limit.period,
    );
    if (existing) throw new AppError('LIMIT_EXISTS', undefined, undefined, { id: existing.id });
    await trx
      .insertInto('player_limits')
      .values({
        id,
        player_id: playerId,
        definition: limit.definition,
        period: limit.period,
        amount: BigInt(limit.amount),
        currency: limit.currency,
      })
      .execute();
  });
  return viewOf(db, playerId, id);
}

async function moneyLimitForChange(trx: Kysely<DB>, playerId: string, id: string): Promise<LimitRow> {
  await lockPlayerLimits(trx, playerId);
  const row = await limitOf(trx, playerId, id);
  if (EXCLUSIONS.includes(row.definition)) throw new AppError('LIMIT_CANNOT_BE_LIFTED');
  return row;
}

/**
 * Changes a money limit's amount: lower (or back to the current amount, which drops a waiting
 * increase) applies at once; higher waits 24 hours and the player's confirmation.
 */
export async function changeLimit(
  db: Kysely<DB>,
  playerId: string,
  id: string,
  change: { period: LimitPeriod; amount: number },
): Promise<LimitView> {
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    const row = await moneyLimitForChange(trx, playerId, id);
    if (row.period !== change.period) {
      throw new AppError('VALIDATION_FAILED', undefined, {
        period: ['A limit keeps its period: add a limit for the other period instead'],
      });
    }
    const amount = BigInt(change.amount);
    const update =
      amount <= row.amount!
        ? { amount, pending_amount: null, pending_removal: false, pending_from: null }
        : {
            pending_amount: amount,
            pending_removal: false,
            // Asking again for the same increase does not restart its 24 hours.
            pending_from:
              row.pending_amount === amount && row.pending_from
                ? row.pending_from
                : new Date(now.getTime() + LIMIT_CHANGE_DELAY_MS),
          };
    await trx
      .updateTable('player_limits')
      .set({ ...update, updated_at: now })
      .where('id', '=', id)
      .execute();
  });
  return viewOf(db, playerId, id);
}

/** Asks to remove a money limit: it stays in force 24 hours, then until the player confirms. */
export async function requestRemoval(db: Kysely<DB>, playerId: string, id: string): Promise<LimitView> {
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    const row = await moneyLimitForChange(trx, playerId, id);
    if (row.pending_removal) return;
    await trx
      .updateTable('player_limits')
      .set({
        pending_amount: null,
        pending_removal: true,
        pending_from: new Date(now.getTime() + LIMIT_CHANGE_DELAY_MS),
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
  });
  return viewOf(db, playerId, id);
}

/** Applies a waiting increase or removal once its 24 hours are over. */
export async function confirmChange(db: Kysely<DB>, playerId: string, id: string): Promise<LimitView> {
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    const row = await moneyLimitForChange(trx, playerId, id);
    if (row.pending_from === null) throw new AppError('LIMIT_NO_PENDING_CHANGE');
    const effectiveAt = new Date(row.pending_from);
    if (effectiveAt > now) {
      throw new AppError('LIMIT_CHANGE_NOT_DUE', undefined, undefined, { effectiveAt: effectiveAt.toISOString() });
    }
    const cleared = { pending_amount: null, pending_removal: false, pending_from: null, updated_at: now };
    await trx
      .updateTable('player_limits')
      .set(row.pending_removal ? { ...cleared, removed_at: now } : { ...cleared, amount: row.pending_amount })
      .where('id', '=', id)
      .execute();
  });
  return viewOf(db, playerId, id);
}
