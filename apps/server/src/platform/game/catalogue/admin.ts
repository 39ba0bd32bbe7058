import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { AppError } from '../../../http/errors.js';
import { appendAudit } from '../../admin/audit.js';
import { lockCatalogue } from './lock.js';

/** Who changed the catalogue, for the audit log. */
export interface OperatorAct {
  operatorId: string;
  ip: string | null;
}

export interface AdminProvider {
  identity: string;
  name: string;
  isEnabled: boolean;
  isSportsbook: boolean;
  syncedAt: string | null;
  gameCount: number;
  enabledGameCount: number;
}

export async function adminProviders(db: Kysely<DB>, identity?: string): Promise<AdminProvider[]> {
  const rows = await db
    .selectFrom('game_providers as p')
    .leftJoin('games as g', 'g.provider_identity', 'p.identity')
    .$if(identity !== undefined, (qb) => qb.where('p.identity', '=', identity!))
    .select((eb) => [
      'p.identity',
      'p.name',
      'p.is_enabled',
      'p.is_sportsbook',
      'p.synced_at',
      'p.sort_order',
      eb.fn.count<bigint>('g.identity').filterWhere('g.is_offered', '=', true).as('games'),
      eb.fn
        .count<bigint>('g.identity')
        .filterWhere((f) => f.and([f('g.is_offered', '=', true), f('g.is_enabled', '=', true)]))
        .as('enabled_games'),
    ])
    .groupBy(['p.identity', 'p.name', 'p.is_enabled', 'p.is_sportsbook', 'p.synced_at', 'p.sort_order'])
    .orderBy('p.sort_order')
    .orderBy('p.identity')
    .execute();
  return rows.map((r) => ({
    identity: r.identity,
    name: r.name,
    isEnabled: r.is_enabled,
    isSportsbook: r.is_sportsbook,
    syncedAt: r.synced_at?.toISOString() ?? null,
    gameCount: Number(r.games),
    enabledGameCount: Number(r.enabled_games),
  }));
}

/** Switches a provider on or off; a change is audited in the same transaction. */
export async function setProviderEnabled(
  db: Kysely<DB>,
  identity: string,
  isEnabled: boolean,
  act: OperatorAct,
): Promise<AdminProvider> {
  await db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom('game_providers')
      .select('is_enabled')
      .where('identity', '=', identity)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new AppError('GAME_PROVIDER_NOT_FOUND');
    if (row.is_enabled === isEnabled) return;
    await tx.updateTable('game_providers').set({ is_enabled: isEnabled }).where('identity', '=', identity).execute();
    await appendAudit(tx, {
      operatorId: act.operatorId,
      action: isEnabled ? 'game.provider.enable' : 'game.provider.disable',
      target: identity,
      ip: act.ip,
    });
  });
  return (await adminProviders(db, identity))[0]!;
}

export interface AdminGame {
  identity: string;
  name: string;
  provider: string;
  kind: string;
  isEnabled: boolean;
  isOffered: boolean;
  restrictedCountries: string[];
  popularity: number;
}

const ADMIN_GAME_COLUMNS = [
  'identity',
  'name',
  'provider_identity',
  'kind',
  'is_enabled',
  'is_offered',
  'restricted_countries',
  'popularity',
] as const;

function adminGame(row: {
  identity: string;
  name: string;
  provider_identity: string;
  kind: string;
  is_enabled: boolean;
  is_offered: boolean;
  restricted_countries: string[];
  popularity: bigint;
}): AdminGame {
  return {
    identity: row.identity,
    name: row.name,
    provider: row.provider_identity,
    kind: row.kind,
    isEnabled: row.is_enabled,
    isOffered: row.is_offered,
    restrictedCountries: row.restricted_countries,
    popularity: Number(row.popularity),
  };
}

export async function adminGames(
  db: Kysely<DB>,
  filters: { provider?: string | undefined; search?: string | undefined; isEnabled?: boolean | undefined },
  page: number,
  perPage: number,
): Promise<{ data: AdminGame[]; totalRows: number }> {
  const query = db
    .selectFrom('games')
    .$if(filters.provider !== undefined, (qb) => qb.where('provider_identity', '=', filters.provider!))
    .$if(filters.isEnabled !== undefined, (qb) => qb.where('is_enabled', '=', filters.isEnabled!))
    .$if(filters.search !== undefined, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('identity', 'like', `%${filters.search!.toLowerCase()}%`),
          eb('name', 'ilike', `%${filters.search}%`),
        ]),
      ),
    );
  const [rows, counted] = await Promise.all([
    query
      .select(ADMIN_GAME_COLUMNS)
      .orderBy('provider_identity')
      .orderBy('identity')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    query.select((eb) => eb.fn.countAll<bigint>().as('rows')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(adminGame), totalRows: Number(counted.rows) };
}

/** Switches a game on or off; the provider's sync never touches this switch. */
export async function setGameEnabled(
  db: Kysely<DB>,
  identity: string,
  isEnabled: boolean,
  act: OperatorAct,
): Promise<AdminGame> {
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom('games')
      .select(ADMIN_GAME_COLUMNS)
      .where('identity', '=', identity)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new AppError('GAME_NOT_FOUND');
    if (row.is_enabled === isEnabled) return adminGame(row);
    await tx.updateTable('games').set({ is_enabled: isEnabled }).where('identity', '=', identity).execute();
    await appendAudit(tx, {
      operatorId: act.operatorId,
      action: isEnabled ? 'game.game.enable' : 'game.game.disable',
      target: identity,
      ip: act.ip,
    });
    return adminGame({ ...row, is_enabled: isEnabled });
  });
}

export interface AdminCollection {
  identity: string;
  name: string;
  isHidden: boolean;
  countries: string[];
  sortOrder: number;
  /** True once an operator chose the games; false while the sync keeps them. */
  gamesCurated: boolean;
  games: string[];
}

export async function adminCollections(db: Kysely<DB>, identity?: string): Promise<AdminCollection[]> {
  const rows = await db
    .selectFrom('game_collections as c')
    .$if(identity !== undefined, (qb) => qb.where('c.identity', '=', identity!))
    .selectAll('c')
    .orderBy('c.sort_order')
    .orderBy('c.identity')
    .execute();
  const members = await db
    .selectFrom('game_collection_games')
    .select(['collection_identity', 'game_identity'])
    .$if(identity !== undefined, (qb) => qb.where('collection_identity', '=', identity!))
    .orderBy('collection_identity')
    .orderBy('position')
    .orderBy('game_identity')
    .execute();
  const games = new Map<string, string[]>();
  for (const m of members)
    (games.get(m.collection_identity) ?? games.set(m.collection_identity, []).get(m.collection_identity)!).push(
      m.game_identity,
    );
  return rows.map((r) => ({
    identity: r.identity,
    name: r.name,
    isHidden: r.is_hidden,
    countries: r.countries,
    sortOrder: r.sort_order,
    gamesCurated: r.games_curated,
    games: games.get(r.identity) ?? [],
  }));
}

export interface CollectionChanges {
  name?: string | undefined;
  isHidden?: boolean | undefined;
  countries?: string[] | undefined;
  sortOrder?: number | undefined;
  /** In lobby order; setting them makes the collection curated. */
  games?: string[] | undefined;
}

async function setCollectionGames(tx: Transaction<DB>, identity: string, games: string[]): Promise<void> {
  if (games.length > 0) {
    const known = await tx.selectFrom('games').select('identity').where('identity', 'in', games).execute();
    const unknown = games.filter((g) => !known.some((k) => k.identity === g));
    if (unknown.length > 0) {
      throw new AppError('VALIDATION_FAILED', undefined, { games: unknown.map((g) => `unknown game ${g}`) });
    }
  }
  await tx.deleteFrom('game_collection_games').where('collection_identity', '=', identity).execute();
  if (games.length > 0) {
    await tx
      .insertInto('game_collection_games')
      .values(games.map((game, position) => ({ collection_identity: identity, game_identity: game, position })))
      .execute();
  }
}

export async function createCollection(
  db: Kysely<DB>,
  collection: CollectionChanges & { identity: string; name: string },
  act: OperatorAct,
): Promise<AdminCollection> {
  await db.transaction().execute(async (tx) => {
    await lockCatalogue(tx);
    const inserted = await tx
      .insertInto('game_collections')
      .values({
        identity: collection.identity,
        name: collection.name,
        is_hidden: collection.isHidden ?? false,
        countries: collection.countries ?? [],
        sort_order: collection.sortOrder ?? 0,
        games_curated: true,
      })
      .onConflict((oc) => oc.column('identity').doNothing())
      .returning('identity')
      .executeTakeFirst();
    if (!inserted) throw new AppError('GAME_COLLECTION_EXISTS');
    await setCollectionGames(tx, collection.identity, collection.games ?? []);
    await appendAudit(tx, {
      operatorId: act.operatorId,
      action: 'game.collection.create',
      target: collection.identity,
      details: { ...collection },
      ip: act.ip,
    });
  });
  return (await adminCollections(db, collection.identity))[0]!;
}

export async function updateCollection(
  db: Kysely<DB>,
  identity: string,
  changes: CollectionChanges,
  act: OperatorAct,
): Promise<AdminCollection> {
  await db.transaction().execute(async (tx) => {
    await lockCatalogue(tx);
    const row = await tx
      .selectFrom('game_collections')
      .select('identity')
      .where('identity', '=', identity)
      .executeTakeFirst();
    if (!row) throw new AppError('GAME_COLLECTION_NOT_FOUND');
    await tx
      .updateTable('game_collections')
      .set({
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.isHidden !== undefined ? { is_hidden: changes.isHidden } : {}),
        ...(changes.countries !== undefined ? { countries: changes.countries } : {}),
        ...(changes.sortOrder !== undefined ? { sort_order: changes.sortOrder } : {}),
        ...(changes.games !== undefined ? { games_curated: true } : {}),
      })
      .where('identity', '=', identity)
      .execute();
    if (changes.games !== undefined) await setCollectionGames(tx, identity, changes.games);
    await appendAudit(tx, {
      operatorId: act.operatorId,
      action: 'game.collection.update',
      target: identity,
      details: { ...changes },
      ip: act.ip,
    });
  });
  return (await adminCollections(db, identity))[0]!;
}
