import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { clientAssets } from './client-bundle.js';
import { OriginalsError } from './errors.js';
import { gameById } from './games/registry.js';
import { createLaunch, launchLocale } from '../kit/launches.js';
import { messagesFor } from './messages.js';
import { pageHtml } from './page.js';
import { kitView, type OriginalsTables } from './tables.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The frame's own policy: script and style from here or with this response's nonce, framed only by the site. */
const pagePolicy = (nonce: string) =>
  [
    "default-src 'none'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');

export const pageRoutes: FastifyPluginAsyncZod<{ basePath: string; db: Kysely<OriginalsTables> }> = async (
  app,
  { basePath, db },
) => {
  app.get(
    '/play/:gameId',
    {
      schema: {
        tags: ['originals'],
        summary: 'The game page the site shows in its frame',
        params: z.object({ gameId: z.string().max(100) }),
        querystring: z.object({
          launch: z.string().max(100).optional(),
          currency: z
            .string()
            .regex(/^[A-Z]{3}$/)
            .default('EUR'),
          locale: z.string().max(10).default('en'),
        }),
        response: { 200: z.string(), 302: z.null() },
      },
    },
    async (request, reply) => {
      const game = gameById(request.params.gameId);
      if (!game) throw new OriginalsError('GAME_NOT_FOUND', `No game ${request.params.gameId}`);
      const { launch: launchId } = request.query;
      if (!launchId) {
        // Opened without a launch (a shared link): play money only.
        const launch = await createLaunch(kitView(db), {
          demo: true,
          gameId: game.title.id,
          currency: request.query.currency,
          subunitToUnit: 100,
          locale: request.query.locale,
          lobbyUrl: `${request.protocol}://${request.host}/`,
          platform: 2,
        });
        return reply.redirect(`${basePath}/play/${game.title.id}?launch=${launch.id}`, 302);
      }
      const [{ script, style }, locale] = await Promise.all([clientAssets(), launchLocale(kitView(db), launchId)]);
      const nonce = randomBytes(16).toString('base64');
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', pagePolicy(nonce))
        .send(
          pageHtml({
            title: game.title,
            nonce,
            launch: launchId,
            basePath,
            scriptUrl: `${basePath}/assets/game.js?v=${script.version}`,
            styleUrl: `${basePath}/assets/game.css?v=${style.version}`,
            ...messagesFor(locale ?? 'en'),
          }),
        );
    },
  );

  app.get(
    '/assets/:file',
    {
      schema: {
        tags: ['originals'],
        summary: "The game page's script and style sheet",
        params: z.object({ file: z.enum(['game.js', 'game.css']) }),
        querystring: z.object({ v: z.string().max(40).optional() }),
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const assets = await clientAssets();
      const file = request.params.file === 'game.js' ? assets.script : assets.style;
      return reply
        .header('content-type', file.type)
        .header('cache-control', request.query.v === file.version ? IMMUTABLE : 'no-cache')
        .send(file.body);
    },
  );
};
