import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { StudioError } from './errors.js';
import type { LaunchRow } from '../kit/launches.js';
import { decodeState, encodeState } from './state.js';
import type { NovaStudioTables, RoundStatus } from './tables.js';

export type RoundRow = Selectable<NovaStudioTables['nova_studio_rounds']>;

const isUniqueViolation = (error: unknown) => String((error as { code?: unknown }).code) === '23505';

/** Round records: at most one open round per launch, multi-step hands advanced step by step. */
export class Rounds {
  constructor(private readonly db: Kysely<NovaStudioTables>) {}

  /** Opens a round; a launch already playing one gets ROUND_IN_PROGRESS. */
  async open(launch: LaunchRow, stake: bigint, state: unknown): Promise<RoundRow> {
    try {
      return await this.db
        .insertInto('nova_studio_rounds')
        .values({
          id: randomUUID(),
          launch_id: launch.id,
          game_id: launch.game_id,
          status: 'open',
          total_stake: stake,
          state: encodeState(state),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (isUniqueViolation(error)) throw new StudioError('ROUND_IN_PROGRESS', 'A round is still being played');
      throw error;
    }
  }

  async get(id: string): Promise<RoundRow | undefined> {
    return this.db.selectFrom('nova_studio_rounds').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * The open hand of this launch; for a real player, an open hand of the same game left in an
   * earlier launch moves to this one, so a reload or a new session resumes it.
   */
  async openHand(launch: LaunchRow): Promise<RoundRow | undefined> {
    const own = await this.db
      .selectFrom('nova_studio_rounds')
      .selectAll()
      .where('launch_id', '=', launch.id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (own || launch.demo || launch.player_id === null) return own;
    const earlier = await this.db
      .selectFrom('nova_studio_rounds as r')
      .innerJoin('nova_studio_launches as l', 'l.id', 'r.launch_id')
      .selectAll('r')
      .where('l.player_id', '=', launch.player_id)
      .where('l.currency', '=', launch.currency)
      .where('r.game_id', '=', launch.game_id)
      .where('r.status', '=', 'open')
      .orderBy('r.created_at', 'desc')
      .executeTakeFirst();
    if (!earlier) return undefined;
    try {
      return await this.db
        .updateTable('nova_studio_rounds')
        .set({ launch_id: launch.id, updated_at: new Date() })
        .where('id', '=', earlier.id)
        .where('status', '=', 'open')
        .returningAll()
        .executeTakeFirst();
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  }

  /**
   * Takes the next step of an open hand: only one request can take step n, so two clicks
   * racing on one hand never both act (the loser gets ROUND_BUSY).
   */
  async claim(round: RoundRow): Promise<RoundRow> {
    const claimed = await this.db
      .updateTable('nova_studio_rounds')
      .set((eb) => ({ step: eb('step', '+', 1), updated_at: new Date() }))
      .where('id', '=', round.id)
      .where('step', '=', round.step)
      .where('status', '=', 'open')
      .returningAll()
      .executeTakeFirst();
    if (!claimed) throw new StudioError('ROUND_BUSY', 'The hand changed meanwhile: try again');
    return claimed;
  }

  async update(
    id: string,
    changes: { state?: unknown; status?: RoundStatus; totalStake?: bigint; win?: bigint },
  ): Promise<RoundRow> {
    return this.db
      .updateTable('nova_studio_rounds')
      .set({
        ...(changes.state === undefined ? {} : { state: encodeState(changes.state) }),
        ...(changes.status === undefined ? {} : { status: changes.status }),
        ...(changes.totalStake === undefined ? {} : { total_stake: changes.totalStake }),
        ...(changes.win === undefined ? {} : { win: changes.win }),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  stateOf<T>(round: RoundRow): T {
    return decodeState<T>(round.state);
  }
}
