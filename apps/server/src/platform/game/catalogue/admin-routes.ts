import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../http/errors.js';
import { pageMeta, pageMetaSchema, pageQuery } from '../../../http/pagination.js';
import { appendAudit } from '../../admin/audit.js';
import { currentOperator } from '../../admin/operator-auth.js';
import { requestMeta } from '../../player/request-meta.js';
import {
  adminCollections,
  adminGames,
  adminProviders,
  createCollection,
  setGameEnabled,
  setProviderEnabled,
  updateCollection,
  type OperatorAct,
} from './admin.js';
import { identityParam, optionalParam } from './schemas.js';
import { syncCatalogue } from './sync.js';

const provider = z.object({
  identity: z.string(),
  name: z.string(),
  isEnabled: z.boolean(),
  isSportsbook: z.boolean(),
  syncedAt: z.string().nullable(),
  gameCount: z.number(),
  enabledGameCount: z.number(),
});
const game = z.object({
  identity: z.string(),
  name: z.string(),
  provider: z.string(),
  kind: z.string(),
  isEnabled: z.boolean(),
  isOffered: z.boolean(),
  restrictedCountries: z.array(z.string()),
  popularity: z.number(),
});
const collection = z.object({
  identity: z.string(),
  name: z.string(),
  isHidden: z.boolean(),
  countries: z.array(z.string()),
  sortOrder: z.number(),
  gamesCurated: z.boolean(),
  games: z.array(z.string()),
});
const syncReport = z.object({
  provider: z.string(),
  status: z.enum(['synced', 'failed', 'skipped']),
  offered: z.number(),
  withdrawn: z.number(),
  error: z.string().optional(),
});

const collectionFields = {
  name: z.string().trim().min(1).max(100),
  isHidden: z.boolean(),
  countries: z
    .array(
      z
        .string()
        .regex(/^[A-Za-z]{2}$/, 'must be ISO 3166 alpha-2 codes')
        .transform((c) => c.toUpperCase()),
    )
    .max(250)
    .transform((list) => [...new Set(list)]),
  sortOrder: z.number().int().min(-1_000_000).max(1_000_000),
  games: z
    .array(identityParam)
    .max(1000)
    .refine((list) => new Set(list).size === list.length, 'must not repeat a game'),
};
const switchBody = z.object({ isEnabled: z.boolean() });
const idParams = z.object({ id: identityParam });

function actOf(request: FastifyRequest): OperatorAct {
  return { operatorId: currentOperator(request).id, ip: requestMeta(request).ip };
}

/** The operator's catalogue desk (`npm run admin -- games | game:disable | collection:edit | catalogue:sync …`). */
export const catalogueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const readers = { onRequest: app.requireOperator };
  const editors = { onRequest: app.operatorWith('admin') };

  /** PATCH `{isEnabled}` on a provider or a game: an editor's audited switch, answering the row as the desk lists it. */
  const switchRoute = (
    path: string,
    summary: string,
    response: z.ZodType,
    set: (db: typeof app.db, identity: string, isEnabled: boolean, act: OperatorAct) => Promise<unknown>,
  ) =>
    app.patch(
      path,
      { ...editors, schema: { tags, summary, params: idParams, body: switchBody, response: { 200: response } } },
      async (request) => set(app.db, request.params.id, request.body.isEnabled, actOf(request)),
    );

  app.get(
    '/admin/game/providers',
    {
      ...readers,
      schema: {
        tags,
        summary: 'Every game provider with its switch, last sync and games',
        response: { 200: z.object({ data: z.array(provider) }) },
      },
    },
    async () => ({ data: await adminProviders(app.db) }),
  );

  switchRoute(
    '/admin/game/providers/:id',
    'Switch a game provider on or off for players (audited)',
    provider,
    setProviderEnabled,
  );

  app.get(
    '/admin/game/games',
    {
      ...readers,
      schema: {
        tags,
        summary: 'Every game, withdrawn and disabled ones too',
        querystring: pageQuery(50).extend({
          provider: optionalParam(identityParam),
          search: optionalParam(z.string().trim().min(1).max(100)),
          isEnabled: optionalParam(z.enum(['true', 'false']).transform((v) => v === 'true')),
        }),
        response: { 200: z.object({ data: z.array(game), meta: pageMetaSchema }) },
      },
    },
    async (request) => {
      const { page, perPage, ...filters } = request.query;
      const { data, totalRows } = await adminGames(app.db, filters, page, perPage);
      return { data, meta: pageMeta(page, perPage, totalRows) };
    },
  );

  switchRoute(
    '/admin/game/games/:id',
    'Switch a game on or off for players; a sync never overrides it (audited)',
    game,
    setGameEnabled,
  );

  app.get(
    '/admin/game/collections',
    {
      ...readers,
      schema: {
        tags,
        summary: 'Every collection, hidden ones too, with its games in order',
        response: { 200: z.object({ data: z.array(collection) }) },
      },
    },
    async () => ({ data: await adminCollections(app.db) }),
  );

  app.post(
    '/admin/game/collections',
    {
      ...editors,
      schema: {
        tags,
        summary: 'Create a collection; its games are the operator’s from then on (audited)',
        body: z.object({
          identity: z.string().regex(/^[a-z0-9][a-z0-9-]{1,59}$/, 'must be lowercase letters, digits and hyphens'),
          name: collectionFields.name,
          isHidden: collectionFields.isHidden.optional(),
          countries: collectionFields.countries.optional(),
          sortOrder: collectionFields.sortOrder.optional(),
          games: collectionFields.games.optional(),
        }),
        response: { 201: collection },
      },
    },
    async (request, reply) => reply.code(201).send(await createCollection(app.db, request.body, actOf(request))),
  );

  app.patch(
    '/admin/game/collections/:id',
    {
      ...editors,
      schema: {
        tags,
        summary:
          'Edit a collection: name, hidden, countries, order, games (setting games stops the sync changing them; audited)',
        params: z.object({ id: identityParam }),
        body: z
          .object({
            name: collectionFields.name.optional(),
            isHidden: collectionFields.isHidden.optional(),
            countries: collectionFields.countries.optional(),
            sortOrder: collectionFields.sortOrder.optional(),
            games: collectionFields.games.optional(),
          })
          .refine((body) => Object.values(body).some((v) => v !== undefined), 'name at least one field to change'),
        response: { 200: collection },
      },
    },
    async (request) => updateCollection(app.db, request.params.id, request.body, actOf(request)),
  );

  app.post(
    '/admin/game/sync',
    {
      ...editors,
      schema: {
        tags,
        summary: "Read the providers' game lists now (all enabled ones, or one) and reseed the collections (audited)",
        body: z.object({ provider: identityParam.optional() }).nullish(),
        response: { 200: z.object({ data: z.array(syncReport) }) },
      },
    },
    async (request) => {
      const only = request.body?.provider;
      if (only !== undefined && !app.gameProviders.get(only)) throw new AppError('GAME_PROVIDER_NOT_FOUND');
      const reports = await syncCatalogue(app, only);
      const act = actOf(request);
      await appendAudit(app.db, {
        operatorId: act.operatorId,
        action: 'game.catalogue.sync',
        target: only ?? null,
        details: { reports },
        ip: act.ip,
      });
      return { data: reports };
    },
  );
};
