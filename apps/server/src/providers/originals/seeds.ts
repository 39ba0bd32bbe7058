import { randomBytes, randomUUID } from 'node:crypto';
import { CLIENT_SEED, serverSeedHash, type SeedPair } from '@casino/shared/provably-fair';
import type { Kysely, Selectable } from 'kysely';
import { OriginalsError } from './errors.js';
import type { LaunchRow } from '../kit/launches.js';
import type { OriginalsTables } from './tables.js';

export type SeedPairRow = Selectable<OriginalsTables['originals_seed_pairs']>;

/** Whose seeds a launch plays with: the player's across every game and session, or a demo launch's own. */
export const ownerOf = (launch: LaunchRow): string =>
  launch.demo || launch.player_id === null ? `demo:${launch.id}` : `player:${launch.player_id}`;

/** 32 bytes from node:crypto, written as the 64 hex digits the scheme keys its HMAC with. */
const newServerSeed = () => randomBytes(32).toString('hex');
const newClientSeed = () => randomBytes(8).toString('hex');

/** A nonce taken for one bet, with the pair it belongs to. */
export interface ClaimedNonce {
  pair: SeedPairRow;
  nonce: number;
  seeds: SeedPair;
}

/**
 * Seed pairs (DESIGN §4): one active pair per owner, its server seed shown only as SHA-256
 * until the owner rotates; the nonce rises by one per bet and a (pair, nonce) is never used twice.
 */
export class Seeds {
  constructor(private readonly db: Kysely<OriginalsTables>) {}

  /** The owner's active pair, made on first use. */
  async active(owner: string): Promise<SeedPairRow> {
    const found = await this.find(owner);
    if (found) return found;
    const serverSeed = newServerSeed();
    await this.db
      .insertInto('originals_seed_pairs')
      .values({
        id: randomUUID(),
        owner,
        server_seed: serverSeed,
        server_seed_hash: serverSeedHash(serverSeed),
        client_seed: newClientSeed(),
        revealed_at: null,
      })
      .onConflict((oc) => oc.column('owner').where('active', '=', true).doNothing())
      .execute();
    return (await this.find(owner))!;
  }

  /**
   * Takes the next nonce of the owner's active pair in one atomic update, so parallel bets
   * each get their own nonce.
   */
  async claim(owner: string): Promise<ClaimedNonce> {
    await this.active(owner);
    const pair = await this.db
      .updateTable('originals_seed_pairs')
      .set((eb) => ({ nonce: eb('nonce', '+', 1) }))
      .where('owner', '=', owner)
      .where('active', '=', true)
      .returningAll()
      .executeTakeFirst();
    // A rotation between the two statements retired the pair: take one from the new pair.
    if (!pair) return this.claim(owner);
    const nonce = pair.nonce - 1;
    return { pair, nonce, seeds: { serverSeed: pair.server_seed, clientSeed: pair.client_seed, nonce } };
  }

  /**
   * Retires the active pair (its server seed is revealed from now on) and starts a new one
   * with the client seed the player chose, or a fresh one; the nonce starts again at 0.
   */
  async rotate(owner: string, clientSeed?: string): Promise<{ revealed: SeedPairRow; next: SeedPairRow }> {
    if (clientSeed !== undefined && !CLIENT_SEED.test(clientSeed)) {
      throw new OriginalsError(
        'INVALID_CLIENT_SEED',
        'A client seed is 1 to 64 letters, digits or . - _ + = @ # ! ? $ % & * ~',
      );
    }
    await this.active(owner);
    const serverSeed = newServerSeed();
    return this.db.transaction().execute(async (trx) => {
      const revealed = await trx
        .updateTable('originals_seed_pairs')
        .set({ active: false, revealed_at: new Date() })
        .where('owner', '=', owner)
        .where('active', '=', true)
        .returningAll()
        .executeTakeFirstOrThrow();
      const next = await trx
        .insertInto('originals_seed_pairs')
        .values({
          id: randomUUID(),
          owner,
          server_seed: serverSeed,
          server_seed_hash: serverSeedHash(serverSeed),
          client_seed: clientSeed ?? newClientSeed(),
          revealed_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { revealed, next };
    });
  }

  /** The pair the owner rotated last, revealed; null before the first rotation. */
  async lastRevealed(owner: string): Promise<SeedPairRow | null> {
    const row = await this.db
      .selectFrom('originals_seed_pairs')
      .selectAll()
      .where('owner', '=', owner)
      .where('active', '=', false)
      .orderBy('revealed_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ?? null;
  }

  private find(owner: string): Promise<SeedPairRow | undefined> {
    return this.db
      .selectFrom('originals_seed_pairs')
      .selectAll()
      .where('owner', '=', owner)
      .where('active', '=', true)
      .executeTakeFirst();
  }
}
